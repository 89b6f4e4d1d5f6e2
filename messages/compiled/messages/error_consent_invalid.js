/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Consent_InvalidInputs */

const en_error_consent_invalid = /** @type {(inputs: Error_Consent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This catalogue consent or licence is not one of those offered`)
};

const es_error_consent_invalid = /** @type {(inputs: Error_Consent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este consentimiento o licencia para el catálogo no es de los que se ofrecen`)
};

const de_error_consent_invalid = /** @type {(inputs: Error_Consent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einwilligung oder Lizenz für den Katalog gehört nicht zu den angebotenen`)
};

const fr_error_consent_invalid = /** @type {(inputs: Error_Consent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce consentement ou cette licence pour le catalogue ne fait pas partie de ceux proposés`)
};

const zh_hans1_error_consent_invalid = /** @type {(inputs: Error_Consent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此目录授权或许可不在可选范围内`)
};

/**
* | output |
* | --- |
* | "This catalogue consent or licence is not one of those offered" |
*
* @param {Error_Consent_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_consent_invalid = /** @type {((inputs?: Error_Consent_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Consent_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_consent_invalid(inputs)
	if (locale === "de") return de_error_consent_invalid(inputs)
	if (locale === "fr") return fr_error_consent_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_consent_invalid(inputs)
	return en_error_consent_invalid(inputs)
});