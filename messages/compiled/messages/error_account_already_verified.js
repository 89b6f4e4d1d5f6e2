/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Already_VerifiedInputs */

const en_error_account_already_verified = /** @type {(inputs: Error_Account_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address is already verified`)
};

const es_error_account_already_verified = /** @type {(inputs: Error_Account_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección de correo ya está verificada`)
};

const de_error_account_already_verified = /** @type {(inputs: Error_Account_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse ist schon bestätigt`)
};

const fr_error_account_already_verified = /** @type {(inputs: Error_Account_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est déjà vérifiée`)
};

const zh_hans1_error_account_already_verified = /** @type {(inputs: Error_Account_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的邮箱地址已验证`)
};

/**
* | output |
* | --- |
* | "Your e-mail address is already verified" |
*
* @param {Error_Account_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_already_verified = /** @type {((inputs?: Error_Account_Already_VerifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Already_VerifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_already_verified(inputs)
	if (locale === "de") return de_error_account_already_verified(inputs)
	if (locale === "fr") return fr_error_account_already_verified(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_already_verified(inputs)
	return en_error_account_already_verified(inputs)
});