/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Invalid_PlanInputs */

const en_plans_invalid_plan = /** @type {(inputs: Plans_Invalid_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid plan: choose monthly, yearly or lifetime`)
};

const es_plans_invalid_plan = /** @type {(inputs: Plans_Invalid_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan no válido: elige mensual, anual o vitalicio`)
};

const de_plans_invalid_plan = /** @type {(inputs: Plans_Invalid_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger Tarif: wähle monatlich, jährlich oder lebenslang`)
};

const fr_plans_invalid_plan = /** @type {(inputs: Plans_Invalid_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule non valide : choisissez mensuelle, annuelle ou à vie`)
};

const zh_hans1_plans_invalid_plan = /** @type {(inputs: Plans_Invalid_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`套餐无效：请选择月付、年付或终身`)
};

/**
* | output |
* | --- |
* | "Invalid plan: choose monthly, yearly or lifetime" |
*
* @param {Plans_Invalid_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_invalid_plan = /** @type {((inputs?: Plans_Invalid_PlanInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Invalid_PlanInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_invalid_plan(inputs)
	if (locale === "de") return de_plans_invalid_plan(inputs)
	if (locale === "fr") return fr_plans_invalid_plan(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_invalid_plan(inputs)
	return en_plans_invalid_plan(inputs)
});