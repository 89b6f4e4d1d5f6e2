/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Consent_Needs_AccountInputs */

const en_error_consent_needs_account = /** @type {(inputs: Error_Consent_Needs_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to offer a photo to the public catalogue`)
};

const es_error_consent_needs_account = /** @type {(inputs: Error_Consent_Needs_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para ofrecer una foto al catálogo público`)
};

const de_error_consent_needs_account = /** @type {(inputs: Error_Consent_Needs_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte melde dich an, um ein Foto für den öffentlichen Katalog anzubieten`)
};

const fr_error_consent_needs_account = /** @type {(inputs: Error_Consent_Needs_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour proposer une photo au catalogue public`)
};

const zh_hans1_error_consent_needs_account = /** @type {(inputs: Error_Consent_Needs_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请登录后再向公开目录提供照片`)
};

/**
* | output |
* | --- |
* | "Please sign in to offer a photo to the public catalogue" |
*
* @param {Error_Consent_Needs_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_consent_needs_account = /** @type {((inputs?: Error_Consent_Needs_AccountInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Consent_Needs_AccountInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_consent_needs_account(inputs)
	if (locale === "de") return de_error_consent_needs_account(inputs)
	if (locale === "fr") return fr_error_consent_needs_account(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_consent_needs_account(inputs)
	return en_error_consent_needs_account(inputs)
});