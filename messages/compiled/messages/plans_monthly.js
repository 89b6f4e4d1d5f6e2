/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_MonthlyInputs */

const en_plans_monthly = /** @type {(inputs: Plans_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly`)
};

const es_plans_monthly = /** @type {(inputs: Plans_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensual`)
};

const de_plans_monthly = /** @type {(inputs: Plans_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monatlich`)
};

const fr_plans_monthly = /** @type {(inputs: Plans_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensuel`)
};

const zh_hans1_plans_monthly = /** @type {(inputs: Plans_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`月付`)
};

/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Plans_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_monthly = /** @type {((inputs?: Plans_MonthlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_MonthlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_monthly(inputs)
	if (locale === "de") return de_plans_monthly(inputs)
	if (locale === "fr") return fr_plans_monthly(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_monthly(inputs)
	return en_plans_monthly(inputs)
});