/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_DemoInputs */

const en_result_demo = /** @type {(inputs: Result_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demo mode: this answer comes from a built-in fake AI provider, not from a real identification.`)
};

const es_result_demo = /** @type {(inputs: Result_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo de demostración: esta respuesta viene de un proveedor de IA simulado, no de una identificación real.`)
};

const de_result_demo = /** @type {(inputs: Result_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demomodus: Diese Antwort stammt von einem eingebauten KI-Simulator, nicht aus einer echten Bestimmung.`)
};

const fr_result_demo = /** @type {(inputs: Result_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode démo : cette réponse vient d’un fournisseur d’IA simulé intégré, pas d’une vraie identification.`)
};

const zh_hans1_result_demo = /** @type {(inputs: Result_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`演示模式：此回答来自内置的模拟 AI 服务，并非真实识别。`)
};

/**
* | output |
* | --- |
* | "Demo mode: this answer comes from a built-in fake AI provider, not from a real identification." |
*
* @param {Result_DemoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_demo = /** @type {((inputs?: Result_DemoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_DemoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_demo(inputs)
	if (locale === "de") return de_result_demo(inputs)
	if (locale === "fr") return fr_result_demo(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_demo(inputs)
	return en_result_demo(inputs)
});