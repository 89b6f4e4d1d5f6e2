/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Plans_Current_PlanInputs */

const en_plans_current_plan = /** @type {(inputs: Plans_Current_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Current plan: ${i?.name}`)
};

const es_plans_current_plan = /** @type {(inputs: Plans_Current_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan actual: ${i?.name}`)
};

const de_plans_current_plan = /** @type {(inputs: Plans_Current_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aktueller Tarif: ${i?.name}`)
};

const fr_plans_current_plan = /** @type {(inputs: Plans_Current_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Formule actuelle : ${i?.name}`)
};

const zh_hans1_plans_current_plan = /** @type {(inputs: Plans_Current_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`当前套餐：${i?.name}`)
};

/**
* | output |
* | --- |
* | "Current plan: {name}" |
*
* @param {Plans_Current_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_current_plan = /** @type {((inputs: Plans_Current_PlanInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Current_PlanInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_current_plan(inputs)
	if (locale === "de") return de_plans_current_plan(inputs)
	if (locale === "fr") return fr_plans_current_plan(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_current_plan(inputs)
	return en_plans_current_plan(inputs)
});