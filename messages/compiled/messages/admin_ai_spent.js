/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ai_SpentInputs */

const en_admin_ai_spent = /** @type {(inputs: Admin_Ai_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: identification answers "AI service unavailable" until midnight UTC.`)
};

const es_admin_ai_spent = /** @type {(inputs: Admin_Ai_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: la identificación responde «Servicio de IA no disponible» hasta la medianoche UTC.`)
};

const de_admin_ai_spent = /** @type {(inputs: Admin_Ai_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: Die Bestimmung antwortet bis Mitternacht UTC „KI-Dienst nicht verfügbar“.`)
};

const fr_admin_ai_spent = /** @type {(inputs: Admin_Ai_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` : l’identification répond « Service d’IA indisponible » jusqu’à minuit UTC.`)
};

const zh_hans1_admin_ai_spent = /** @type {(inputs: Admin_Ai_SpentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`：在 UTC 午夜之前，识别会返回“AI 服务不可用”。`)
};

/**
* | output |
* | --- |
* | ": identification answers \"AI service unavailable\" until midnight UTC." |
*
* @param {Admin_Ai_SpentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_ai_spent = /** @type {((inputs?: Admin_Ai_SpentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ai_SpentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ai_spent(inputs)
	if (locale === "de") return de_admin_ai_spent(inputs)
	if (locale === "fr") return fr_admin_ai_spent(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_ai_spent(inputs)
	return en_admin_ai_spent(inputs)
});