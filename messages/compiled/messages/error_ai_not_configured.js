/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_Not_ConfiguredInputs */

const en_error_ai_not_configured = /** @type {(inputs: Error_Ai_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No AI model is configured`)
};

const es_error_ai_not_configured = /** @type {(inputs: Error_Ai_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ningún modelo de IA configurado`)
};

const de_error_ai_not_configured = /** @type {(inputs: Error_Ai_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es ist kein KI-Modell eingerichtet`)
};

const fr_error_ai_not_configured = /** @type {(inputs: Error_Ai_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun modèle d’IA n’est configuré`)
};

const zh_hans1_error_ai_not_configured = /** @type {(inputs: Error_Ai_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未配置 AI 模型`)
};

/**
* | output |
* | --- |
* | "No AI model is configured" |
*
* @param {Error_Ai_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_not_configured = /** @type {((inputs?: Error_Ai_Not_ConfiguredInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_Not_ConfiguredInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_not_configured(inputs)
	if (locale === "de") return de_error_ai_not_configured(inputs)
	if (locale === "fr") return fr_error_ai_not_configured(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_not_configured(inputs)
	return en_error_ai_not_configured(inputs)
});