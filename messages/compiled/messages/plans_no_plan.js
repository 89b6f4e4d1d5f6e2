/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_No_PlanInputs */

const en_plans_no_plan = /** @type {(inputs: Plans_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No plan specified`)
};

const es_plans_no_plan = /** @type {(inputs: Plans_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicó ningún plan`)
};

const de_plans_no_plan = /** @type {(inputs: Plans_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Tarif angegeben`)
};

const fr_plans_no_plan = /** @type {(inputs: Plans_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune formule indiquée`)
};

const zh_hans1_plans_no_plan = /** @type {(inputs: Plans_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未指定套餐`)
};

/**
* | output |
* | --- |
* | "No plan specified" |
*
* @param {Plans_No_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_no_plan = /** @type {((inputs?: Plans_No_PlanInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_No_PlanInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_no_plan(inputs)
	if (locale === "de") return de_plans_no_plan(inputs)
	if (locale === "fr") return fr_plans_no_plan(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_no_plan(inputs)
	return en_plans_no_plan(inputs)
});