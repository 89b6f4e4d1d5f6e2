/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ licence: NonNullable<unknown> }} Account_Allow_Under_RecommendedInputs */

const en_account_allow_under_recommended = /** @type {(inputs: Account_Allow_Under_RecommendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allow under ${i?.licence} (recommended)`)
};

const es_account_allow_under_recommended = /** @type {(inputs: Account_Allow_Under_RecommendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permitir con ${i?.licence} (recomendado)`)
};

const de_account_allow_under_recommended = /** @type {(inputs: Account_Allow_Under_RecommendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unter ${i?.licence} erlauben (empfohlen)`)
};

const fr_account_allow_under_recommended = /** @type {(inputs: Account_Allow_Under_RecommendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autoriser sous ${i?.licence} (recommandé)`)
};

const zh_hans1_account_allow_under_recommended = /** @type {(inputs: Account_Allow_Under_RecommendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以 ${i?.licence} 许可允许（推荐）`)
};

/**
* | output |
* | --- |
* | "Allow under {licence} (recommended)" |
*
* @param {Account_Allow_Under_RecommendedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_allow_under_recommended = /** @type {((inputs: Account_Allow_Under_RecommendedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Allow_Under_RecommendedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_allow_under_recommended(inputs)
	if (locale === "de") return de_account_allow_under_recommended(inputs)
	if (locale === "fr") return fr_account_allow_under_recommended(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_allow_under_recommended(inputs)
	return en_account_allow_under_recommended(inputs)
});