/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_VerifiedInputs */

const en_account_verified = /** @type {(inputs: Account_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail verified`)
};

const es_account_verified = /** @type {(inputs: Account_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo verificado`)
};

const de_account_verified = /** @type {(inputs: Account_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail bestätigt`)
};

const fr_account_verified = /** @type {(inputs: Account_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail vérifié`)
};

const zh_hans1_account_verified = /** @type {(inputs: Account_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`邮箱已验证`)
};

/**
* | output |
* | --- |
* | "E-mail verified" |
*
* @param {Account_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_verified = /** @type {((inputs?: Account_VerifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_VerifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_verified(inputs)
	if (locale === "de") return de_account_verified(inputs)
	if (locale === "fr") return fr_account_verified(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_verified(inputs)
	return en_account_verified(inputs)
});