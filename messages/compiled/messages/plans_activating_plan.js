/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Plans_Activating_PlanInputs */

const en_plans_activating_plan = /** @type {(inputs: Plans_Activating_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activating your ${i?.name} plan…`)
};

const es_plans_activating_plan = /** @type {(inputs: Plans_Activating_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activando tu plan ${i?.name}…`)
};

const de_plans_activating_plan = /** @type {(inputs: Plans_Activating_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Tarif ${i?.name} wird aktiviert…`)
};

const fr_plans_activating_plan = /** @type {(inputs: Plans_Activating_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activation de votre formule ${i?.name}…`)
};

const zh_hans1_plans_activating_plan = /** @type {(inputs: Plans_Activating_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`正在激活你的${i?.name}套餐…`)
};

/**
* | output |
* | --- |
* | "Activating your {name} plan…" |
*
* @param {Plans_Activating_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_activating_plan = /** @type {((inputs: Plans_Activating_PlanInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Activating_PlanInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_activating_plan(inputs)
	if (locale === "de") return de_plans_activating_plan(inputs)
	if (locale === "fr") return fr_plans_activating_plan(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_activating_plan(inputs)
	return en_plans_activating_plan(inputs)
});