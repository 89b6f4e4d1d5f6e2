/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Consent_PrivateInputs */

const en_history_consent_private = /** @type {(inputs: History_Consent_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kept private`)
};

const es_history_consent_private = /** @type {(inputs: History_Consent_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se queda privada`)
};

const de_history_consent_private = /** @type {(inputs: History_Consent_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bleibt privat`)
};

const fr_history_consent_private = /** @type {(inputs: History_Consent_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reste privée`)
};

const zh_hans1_history_consent_private = /** @type {(inputs: History_Consent_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保持私密`)
};

/**
* | output |
* | --- |
* | "Kept private" |
*
* @param {History_Consent_PrivateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_consent_private = /** @type {((inputs?: History_Consent_PrivateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Consent_PrivateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_consent_private(inputs)
	if (locale === "de") return de_history_consent_private(inputs)
	if (locale === "fr") return fr_history_consent_private(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_consent_private(inputs)
	return en_history_consent_private(inputs)
});