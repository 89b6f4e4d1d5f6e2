/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_Scientific_NameInputs */

const en_admin_col_scientific_name = /** @type {(inputs: Admin_Col_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scientific Name`)
};

const es_admin_col_scientific_name = /** @type {(inputs: Admin_Col_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre científico`)
};

const de_admin_col_scientific_name = /** @type {(inputs: Admin_Col_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wissenschaftlicher Name`)
};

const fr_admin_col_scientific_name = /** @type {(inputs: Admin_Col_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom scientifique`)
};

const zh_hans1_admin_col_scientific_name = /** @type {(inputs: Admin_Col_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学名`)
};

/**
* | output |
* | --- |
* | "Scientific Name" |
*
* @param {Admin_Col_Scientific_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_scientific_name = /** @type {((inputs?: Admin_Col_Scientific_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_Scientific_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_scientific_name(inputs)
	if (locale === "de") return de_admin_col_scientific_name(inputs)
	if (locale === "fr") return fr_admin_col_scientific_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_scientific_name(inputs)
	return en_admin_col_scientific_name(inputs)
});