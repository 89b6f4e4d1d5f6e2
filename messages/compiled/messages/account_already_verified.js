/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Already_VerifiedInputs */

const en_account_already_verified = /** @type {(inputs: Account_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address was already verified.`)
};

const es_account_already_verified = /** @type {(inputs: Account_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo ya estaba verificado.`)
};

const de_account_already_verified = /** @type {(inputs: Account_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse war bereits bestätigt.`)
};

const fr_account_already_verified = /** @type {(inputs: Account_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail était déjà vérifiée.`)
};

const zh_hans1_account_already_verified = /** @type {(inputs: Account_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的邮箱此前已验证。`)
};

/**
* | output |
* | --- |
* | "Your e-mail address was already verified." |
*
* @param {Account_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_already_verified = /** @type {((inputs?: Account_Already_VerifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Already_VerifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_already_verified(inputs)
	if (locale === "de") return de_account_already_verified(inputs)
	if (locale === "fr") return fr_account_already_verified(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_already_verified(inputs)
	return en_account_already_verified(inputs)
});