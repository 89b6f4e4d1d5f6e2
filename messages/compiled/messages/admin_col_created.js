/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_CreatedInputs */

const en_admin_col_created = /** @type {(inputs: Admin_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

const es_admin_col_created = /** @type {(inputs: Admin_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creado`)
};

const de_admin_col_created = /** @type {(inputs: Admin_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt`)
};

const fr_admin_col_created = /** @type {(inputs: Admin_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créé`)
};

const zh_hans1_admin_col_created = /** @type {(inputs: Admin_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建时间`)
};

/**
* | output |
* | --- |
* | "Created" |
*
* @param {Admin_Col_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_created = /** @type {((inputs?: Admin_Col_CreatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_CreatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_created(inputs)
	if (locale === "de") return de_admin_col_created(inputs)
	if (locale === "fr") return fr_admin_col_created(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_created(inputs)
	return en_admin_col_created(inputs)
});