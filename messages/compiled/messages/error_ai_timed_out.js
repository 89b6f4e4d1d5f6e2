/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_Timed_OutInputs */

const en_error_ai_timed_out = /** @type {(inputs: Error_Ai_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The AI service did not answer in time. Please try again in a few minutes.`)
};

const es_error_ai_timed_out = /** @type {(inputs: Error_Ai_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de IA no respondió a tiempo. Vuelve a intentarlo dentro de unos minutos.`)
};

const de_error_ai_timed_out = /** @type {(inputs: Error_Ai_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der KI-Dienst hat nicht rechtzeitig geantwortet. Bitte versuche es in ein paar Minuten noch einmal.`)
};

const fr_error_ai_timed_out = /** @type {(inputs: Error_Ai_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service d’IA n’a pas répondu à temps. Réessayez dans quelques minutes.`)
};

const zh_hans1_error_ai_timed_out = /** @type {(inputs: Error_Ai_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI 服务未能及时响应，请几分钟后再试。`)
};

/**
* | output |
* | --- |
* | "The AI service did not answer in time. Please try again in a few minutes." |
*
* @param {Error_Ai_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_timed_out = /** @type {((inputs?: Error_Ai_Timed_OutInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_Timed_OutInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_timed_out(inputs)
	if (locale === "de") return de_error_ai_timed_out(inputs)
	if (locale === "fr") return fr_error_ai_timed_out(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_timed_out(inputs)
	return en_error_ai_timed_out(inputs)
});