/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_ConfidenceInputs */

const en_admin_col_confidence = /** @type {(inputs: Admin_Col_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidence`)
};

const es_admin_col_confidence = /** @type {(inputs: Admin_Col_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confianza`)
};

const de_admin_col_confidence = /** @type {(inputs: Admin_Col_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherheit`)
};

const fr_admin_col_confidence = /** @type {(inputs: Admin_Col_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confiance`)
};

const zh_hans1_admin_col_confidence = /** @type {(inputs: Admin_Col_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`置信度`)
};

/**
* | output |
* | --- |
* | "Confidence" |
*
* @param {Admin_Col_ConfidenceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_confidence = /** @type {((inputs?: Admin_Col_ConfidenceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_ConfidenceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_confidence(inputs)
	if (locale === "de") return de_admin_col_confidence(inputs)
	if (locale === "fr") return fr_admin_col_confidence(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_confidence(inputs)
	return en_admin_col_confidence(inputs)
});