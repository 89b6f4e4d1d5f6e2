/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Consent_AllowedInputs */

const en_history_consent_allowed = /** @type {(inputs: History_Consent_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing allowed`)
};

const es_history_consent_allowed = /** @type {(inputs: History_Consent_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uso permitido`)
};

const de_history_consent_allowed = /** @type {(inputs: History_Consent_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freigabe erteilt`)
};

const fr_history_consent_allowed = /** @type {(inputs: History_Consent_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partage autorisé`)
};

const zh_hans1_history_consent_allowed = /** @type {(inputs: History_Consent_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已允许分享`)
};

/**
* | output |
* | --- |
* | "Sharing allowed" |
*
* @param {History_Consent_AllowedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_consent_allowed = /** @type {((inputs?: History_Consent_AllowedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Consent_AllowedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_consent_allowed(inputs)
	if (locale === "de") return de_history_consent_allowed(inputs)
	if (locale === "fr") return fr_history_consent_allowed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_consent_allowed(inputs)
	return en_history_consent_allowed(inputs)
});