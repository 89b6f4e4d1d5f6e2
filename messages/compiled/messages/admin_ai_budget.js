/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ai_BudgetInputs */

const en_admin_ai_budget = /** @type {(inputs: Admin_Ai_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today's AI budget used`)
};

const es_admin_ai_budget = /** @type {(inputs: Admin_Ai_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presupuesto de IA de hoy usado`)
};

const de_admin_ai_budget = /** @type {(inputs: Admin_Ai_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heute verbrauchtes KI-Budget`)
};

const fr_admin_ai_budget = /** @type {(inputs: Admin_Ai_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget d’IA utilisé aujourd’hui`)
};

const zh_hans1_admin_ai_budget = /** @type {(inputs: Admin_Ai_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今日已用 AI 预算`)
};

/**
* | output |
* | --- |
* | "Today's AI budget used" |
*
* @param {Admin_Ai_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_ai_budget = /** @type {((inputs?: Admin_Ai_BudgetInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ai_BudgetInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ai_budget(inputs)
	if (locale === "de") return de_admin_ai_budget(inputs)
	if (locale === "fr") return fr_admin_ai_budget(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_ai_budget(inputs)
	return en_admin_ai_budget(inputs)
});