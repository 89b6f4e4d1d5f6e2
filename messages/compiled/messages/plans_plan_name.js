/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Plans_Plan_NameInputs */

const en_plans_plan_name = /** @type {(inputs: Plans_Plan_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} plan`)
};

const es_plans_plan_name = /** @type {(inputs: Plans_Plan_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan ${i?.name}`)
};

const de_plans_plan_name = /** @type {(inputs: Plans_Plan_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif ${i?.name}`)
};

const fr_plans_plan_name = /** @type {(inputs: Plans_Plan_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Formule ${i?.name}`)
};

const zh_hans1_plans_plan_name = /** @type {(inputs: Plans_Plan_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}套餐`)
};

/**
* | output |
* | --- |
* | "{name} plan" |
*
* @param {Plans_Plan_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_plan_name = /** @type {((inputs: Plans_Plan_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Plan_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_plan_name(inputs)
	if (locale === "de") return de_plans_plan_name(inputs)
	if (locale === "fr") return fr_plans_plan_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_plan_name(inputs)
	return en_plans_plan_name(inputs)
});