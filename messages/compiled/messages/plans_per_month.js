/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Per_MonthInputs */

const en_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/mo`)
};

const es_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/mes`)
};

const de_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/Monat`)
};

const fr_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/mois`)
};

const zh_hans1_plans_per_month = /** @type {(inputs: Plans_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/月`)
};

/**
* | output |
* | --- |
* | "/mo" |
*
* @param {Plans_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_per_month = /** @type {((inputs?: Plans_Per_MonthInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Per_MonthInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_per_month(inputs)
	if (locale === "de") return de_plans_per_month(inputs)
	if (locale === "fr") return fr_plans_per_month(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_per_month(inputs)
	return en_plans_per_month(inputs)
});