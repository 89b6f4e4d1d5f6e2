/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Plans_Save_Vs_MonthlyInputs */

const en_plans_save_vs_monthly = /** @type {(inputs: Plans_Save_Vs_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save ${i?.percent} vs monthly`)
};

const es_plans_save_vs_monthly = /** @type {(inputs: Plans_Save_Vs_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ahorra un ${i?.percent} frente al mensual`)
};

const de_plans_save_vs_monthly = /** @type {(inputs: Plans_Save_Vs_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spare ${i?.percent} gegenüber monatlich`)
};

const fr_plans_save_vs_monthly = /** @type {(inputs: Plans_Save_Vs_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Économisez ${i?.percent} par rapport au mensuel`)
};

const zh_hans1_plans_save_vs_monthly = /** @type {(inputs: Plans_Save_Vs_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比月付节省 ${i?.percent}`)
};

/**
* | output |
* | --- |
* | "Save {percent} vs monthly" |
*
* @param {Plans_Save_Vs_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_save_vs_monthly = /** @type {((inputs: Plans_Save_Vs_MonthlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Save_Vs_MonthlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_save_vs_monthly(inputs)
	if (locale === "de") return de_plans_save_vs_monthly(inputs)
	if (locale === "fr") return fr_plans_save_vs_monthly(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_save_vs_monthly(inputs)
	return en_plans_save_vs_monthly(inputs)
});