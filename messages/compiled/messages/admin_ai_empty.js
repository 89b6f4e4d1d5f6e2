/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ai_EmptyInputs */

const en_admin_ai_empty = /** @type {(inputs: Admin_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No model calls in the last 30 days`)
};

const es_admin_ai_empty = /** @type {(inputs: Admin_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna llamada al modelo en los últimos 30 días`)
};

const de_admin_ai_empty = /** @type {(inputs: Admin_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Modellaufrufe in den letzten 30 Tagen`)
};

const fr_admin_ai_empty = /** @type {(inputs: Admin_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun appel au modèle sur les 30 derniers jours`)
};

const zh_hans1_admin_ai_empty = /** @type {(inputs: Admin_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`过去 30 天内没有模型调用`)
};

/**
* | output |
* | --- |
* | "No model calls in the last 30 days" |
*
* @param {Admin_Ai_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_ai_empty = /** @type {((inputs?: Admin_Ai_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ai_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ai_empty(inputs)
	if (locale === "de") return de_admin_ai_empty(inputs)
	if (locale === "fr") return fr_admin_ai_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_ai_empty(inputs)
	return en_admin_ai_empty(inputs)
});