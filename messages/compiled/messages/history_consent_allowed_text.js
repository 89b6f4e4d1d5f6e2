/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Consent_Allowed_TextInputs */

const en_history_consent_allowed_text = /** @type {(inputs: History_Consent_Allowed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This photo may appear in the public catalogue.`)
};

const es_history_consent_allowed_text = /** @type {(inputs: History_Consent_Allowed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta foto puede aparecer en el catálogo público.`)
};

const de_history_consent_allowed_text = /** @type {(inputs: History_Consent_Allowed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Foto darf im öffentlichen Katalog erscheinen.`)
};

const fr_history_consent_allowed_text = /** @type {(inputs: History_Consent_Allowed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo peut figurer dans le catalogue public.`)
};

const zh_hans1_history_consent_allowed_text = /** @type {(inputs: History_Consent_Allowed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这张照片可以出现在公开图鉴中。`)
};

/**
* | output |
* | --- |
* | "This photo may appear in the public catalogue." |
*
* @param {History_Consent_Allowed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_consent_allowed_text = /** @type {((inputs?: History_Consent_Allowed_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Consent_Allowed_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_consent_allowed_text(inputs)
	if (locale === "de") return de_history_consent_allowed_text(inputs)
	if (locale === "fr") return fr_history_consent_allowed_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_consent_allowed_text(inputs)
	return en_history_consent_allowed_text(inputs)
});