/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_ValueInputs */

const en_admin_col_value = /** @type {(inputs: Admin_Col_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value`)
};

const es_admin_col_value = /** @type {(inputs: Admin_Col_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
};

const de_admin_col_value = /** @type {(inputs: Admin_Col_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert`)
};

const fr_admin_col_value = /** @type {(inputs: Admin_Col_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valeur`)
};

const zh_hans1_admin_col_value = /** @type {(inputs: Admin_Col_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数值`)
};

/**
* | output |
* | --- |
* | "Value" |
*
* @param {Admin_Col_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_value = /** @type {((inputs?: Admin_Col_ValueInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_ValueInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_value(inputs)
	if (locale === "de") return de_admin_col_value(inputs)
	if (locale === "fr") return fr_admin_col_value(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_value(inputs)
	return en_admin_col_value(inputs)
});