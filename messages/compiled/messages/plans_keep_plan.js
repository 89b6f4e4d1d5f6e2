/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Keep_PlanInputs */

const en_plans_keep_plan = /** @type {(inputs: Plans_Keep_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep my plan`)
};

const es_plans_keep_plan = /** @type {(inputs: Plans_Keep_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantener mi plan`)
};

const de_plans_keep_plan = /** @type {(inputs: Plans_Keep_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif behalten`)
};

const fr_plans_keep_plan = /** @type {(inputs: Plans_Keep_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder ma formule`)
};

const zh_hans1_plans_keep_plan = /** @type {(inputs: Plans_Keep_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保留我的套餐`)
};

/**
* | output |
* | --- |
* | "Keep my plan" |
*
* @param {Plans_Keep_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_keep_plan = /** @type {((inputs?: Plans_Keep_PlanInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Keep_PlanInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_keep_plan(inputs)
	if (locale === "de") return de_plans_keep_plan(inputs)
	if (locale === "fr") return fr_plans_keep_plan(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_keep_plan(inputs)
	return en_plans_keep_plan(inputs)
});