/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_IucnInputs */

const en_admin_col_iucn = /** @type {(inputs: Admin_Col_IucnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IUCN status`)
};

const es_admin_col_iucn = /** @type {(inputs: Admin_Col_IucnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado UICN`)
};

const de_admin_col_iucn = /** @type {(inputs: Admin_Col_IucnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IUCN-Status`)
};

const fr_admin_col_iucn = /** @type {(inputs: Admin_Col_IucnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut UICN`)
};

const zh_hans1_admin_col_iucn = /** @type {(inputs: Admin_Col_IucnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IUCN 等级`)
};

/**
* | output |
* | --- |
* | "IUCN status" |
*
* @param {Admin_Col_IucnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_iucn = /** @type {((inputs?: Admin_Col_IucnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_IucnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_iucn(inputs)
	if (locale === "de") return de_admin_col_iucn(inputs)
	if (locale === "fr") return fr_admin_col_iucn(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_iucn(inputs)
	return en_admin_col_iucn(inputs)
});