/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_Prompt_TokensInputs */

const en_admin_col_prompt_tokens = /** @type {(inputs: Admin_Col_Prompt_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prompt tokens`)
};

const es_admin_col_prompt_tokens = /** @type {(inputs: Admin_Col_Prompt_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tokens de entrada`)
};

const de_admin_col_prompt_tokens = /** @type {(inputs: Admin_Col_Prompt_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prompt-Tokens`)
};

const fr_admin_col_prompt_tokens = /** @type {(inputs: Admin_Col_Prompt_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetons d’entrée`)
};

const zh_hans1_admin_col_prompt_tokens = /** @type {(inputs: Admin_Col_Prompt_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输入 token`)
};

/**
* | output |
* | --- |
* | "Prompt tokens" |
*
* @param {Admin_Col_Prompt_TokensInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_prompt_tokens = /** @type {((inputs?: Admin_Col_Prompt_TokensInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_Prompt_TokensInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_prompt_tokens(inputs)
	if (locale === "de") return de_admin_col_prompt_tokens(inputs)
	if (locale === "fr") return fr_admin_col_prompt_tokens(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_prompt_tokens(inputs)
	return en_admin_col_prompt_tokens(inputs)
});