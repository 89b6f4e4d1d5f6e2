/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_YearlyInputs */

const en_plans_yearly = /** @type {(inputs: Plans_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annual`)
};

const es_plans_yearly = /** @type {(inputs: Plans_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anual`)
};

const de_plans_yearly = /** @type {(inputs: Plans_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jährlich`)
};

const fr_plans_yearly = /** @type {(inputs: Plans_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuel`)
};

const zh_hans1_plans_yearly = /** @type {(inputs: Plans_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`年付`)
};

/**
* | output |
* | --- |
* | "Annual" |
*
* @param {Plans_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_yearly = /** @type {((inputs?: Plans_YearlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_YearlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_yearly(inputs)
	if (locale === "de") return de_plans_yearly(inputs)
	if (locale === "fr") return fr_plans_yearly(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_yearly(inputs)
	return en_plans_yearly(inputs)
});