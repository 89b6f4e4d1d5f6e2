/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_Ai_UsageInputs */

const en_admin_tab_ai_usage = /** @type {(inputs: Admin_Tab_Ai_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI usage`)
};

const es_admin_tab_ai_usage = /** @type {(inputs: Admin_Tab_Ai_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uso de la IA`)
};

const de_admin_tab_ai_usage = /** @type {(inputs: Admin_Tab_Ai_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KI-Nutzung`)
};

const fr_admin_tab_ai_usage = /** @type {(inputs: Admin_Tab_Ai_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisation de l’IA`)
};

const zh_hans1_admin_tab_ai_usage = /** @type {(inputs: Admin_Tab_Ai_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI 用量`)
};

/**
* | output |
* | --- |
* | "AI usage" |
*
* @param {Admin_Tab_Ai_UsageInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_tab_ai_usage = /** @type {((inputs?: Admin_Tab_Ai_UsageInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_Ai_UsageInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_ai_usage(inputs)
	if (locale === "de") return de_admin_tab_ai_usage(inputs)
	if (locale === "fr") return fr_admin_tab_ai_usage(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_tab_ai_usage(inputs)
	return en_admin_tab_ai_usage(inputs)
});