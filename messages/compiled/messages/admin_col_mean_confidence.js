/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_Mean_ConfidenceInputs */

const en_admin_col_mean_confidence = /** @type {(inputs: Admin_Col_Mean_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mean confidence`)
};

const es_admin_col_mean_confidence = /** @type {(inputs: Admin_Col_Mean_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confianza media`)
};

const de_admin_col_mean_confidence = /** @type {(inputs: Admin_Col_Mean_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mittlere Sicherheit`)
};

const fr_admin_col_mean_confidence = /** @type {(inputs: Admin_Col_Mean_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confiance moyenne`)
};

const zh_hans1_admin_col_mean_confidence = /** @type {(inputs: Admin_Col_Mean_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`平均置信度`)
};

/**
* | output |
* | --- |
* | "Mean confidence" |
*
* @param {Admin_Col_Mean_ConfidenceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_mean_confidence = /** @type {((inputs?: Admin_Col_Mean_ConfidenceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_Mean_ConfidenceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_mean_confidence(inputs)
	if (locale === "de") return de_admin_col_mean_confidence(inputs)
	if (locale === "fr") return fr_admin_col_mean_confidence(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_mean_confidence(inputs)
	return en_admin_col_mean_confidence(inputs)
});