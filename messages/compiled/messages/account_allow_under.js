/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ licence: NonNullable<unknown> }} Account_Allow_UnderInputs */

const en_account_allow_under = /** @type {(inputs: Account_Allow_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allow under ${i?.licence}`)
};

const es_account_allow_under = /** @type {(inputs: Account_Allow_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permitir con ${i?.licence}`)
};

const de_account_allow_under = /** @type {(inputs: Account_Allow_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unter ${i?.licence} erlauben`)
};

const fr_account_allow_under = /** @type {(inputs: Account_Allow_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autoriser sous ${i?.licence}`)
};

const zh_hans1_account_allow_under = /** @type {(inputs: Account_Allow_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以 ${i?.licence} 许可允许`)
};

/**
* | output |
* | --- |
* | "Allow under {licence}" |
*
* @param {Account_Allow_UnderInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_allow_under = /** @type {((inputs: Account_Allow_UnderInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Allow_UnderInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_allow_under(inputs)
	if (locale === "de") return de_account_allow_under(inputs)
	if (locale === "fr") return fr_account_allow_under(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_allow_under(inputs)
	return en_account_allow_under(inputs)
});