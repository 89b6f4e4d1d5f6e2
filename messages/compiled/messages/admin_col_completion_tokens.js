/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_Completion_TokensInputs */

const en_admin_col_completion_tokens = /** @type {(inputs: Admin_Col_Completion_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completion tokens`)
};

const es_admin_col_completion_tokens = /** @type {(inputs: Admin_Col_Completion_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tokens de salida`)
};

const de_admin_col_completion_tokens = /** @type {(inputs: Admin_Col_Completion_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort-Tokens`)
};

const fr_admin_col_completion_tokens = /** @type {(inputs: Admin_Col_Completion_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetons de sortie`)
};

const zh_hans1_admin_col_completion_tokens = /** @type {(inputs: Admin_Col_Completion_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输出 token`)
};

/**
* | output |
* | --- |
* | "Completion tokens" |
*
* @param {Admin_Col_Completion_TokensInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_completion_tokens = /** @type {((inputs?: Admin_Col_Completion_TokensInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_Completion_TokensInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_completion_tokens(inputs)
	if (locale === "de") return de_admin_col_completion_tokens(inputs)
	if (locale === "fr") return fr_admin_col_completion_tokens(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_completion_tokens(inputs)
	return en_admin_col_completion_tokens(inputs)
});