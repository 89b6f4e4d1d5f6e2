/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_IdInputs */

const en_admin_col_id = /** @type {(inputs: Admin_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

const es_admin_col_id = /** @type {(inputs: Admin_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

const de_admin_col_id = /** @type {(inputs: Admin_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

const fr_admin_col_id = /** @type {(inputs: Admin_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

const zh_hans1_admin_col_id = /** @type {(inputs: Admin_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

/**
* | output |
* | --- |
* | "ID" |
*
* @param {Admin_Col_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_id = /** @type {((inputs?: Admin_Col_IdInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_IdInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_id(inputs)
	if (locale === "de") return de_admin_col_id(inputs)
	if (locale === "fr") return fr_admin_col_id(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_id(inputs)
	return en_admin_col_id(inputs)
});