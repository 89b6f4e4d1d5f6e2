/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_Over_QuotaInputs */

const en_error_ai_over_quota = /** @type {(inputs: Error_Ai_Over_QuotaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The AI service is over its rate or quota right now. Please try again in a few minutes.`)
};

const es_error_ai_over_quota = /** @type {(inputs: Error_Ai_Over_QuotaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de IA ha superado su límite de uso. Vuelve a intentarlo dentro de unos minutos.`)
};

const de_error_ai_over_quota = /** @type {(inputs: Error_Ai_Over_QuotaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der KI-Dienst ist gerade an seinem Nutzungslimit. Bitte versuche es in ein paar Minuten noch einmal.`)
};

const fr_error_ai_over_quota = /** @type {(inputs: Error_Ai_Over_QuotaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service d’IA a dépassé sa limite d’utilisation. Réessayez dans quelques minutes.`)
};

const zh_hans1_error_ai_over_quota = /** @type {(inputs: Error_Ai_Over_QuotaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI 服务暂时超出使用限额，请几分钟后再试。`)
};

/**
* | output |
* | --- |
* | "The AI service is over its rate or quota right now. Please try again in a few minutes." |
*
* @param {Error_Ai_Over_QuotaInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_over_quota = /** @type {((inputs?: Error_Ai_Over_QuotaInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_Over_QuotaInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_over_quota(inputs)
	if (locale === "de") return de_error_ai_over_quota(inputs)
	if (locale === "fr") return fr_error_ai_over_quota(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_over_quota(inputs)
	return en_error_ai_over_quota(inputs)
});