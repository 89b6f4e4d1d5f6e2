/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Consent_LabelInputs */

const en_history_consent_label = /** @type {(inputs: History_Consent_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogue consent`)
};

const es_history_consent_label = /** @type {(inputs: History_Consent_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permiso para el catálogo`)
};

const de_history_consent_label = /** @type {(inputs: History_Consent_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freigabe für den Katalog`)
};

const fr_history_consent_label = /** @type {(inputs: History_Consent_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autorisation pour le catalogue`)
};

const zh_hans1_history_consent_label = /** @type {(inputs: History_Consent_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`图鉴授权`)
};

/**
* | output |
* | --- |
* | "Catalogue consent" |
*
* @param {History_Consent_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_consent_label = /** @type {((inputs?: History_Consent_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Consent_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_consent_label(inputs)
	if (locale === "de") return de_history_consent_label(inputs)
	if (locale === "fr") return fr_history_consent_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_consent_label(inputs)
	return en_history_consent_label(inputs)
});