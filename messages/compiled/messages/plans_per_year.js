/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Per_YearInputs */

const en_plans_per_year = /** @type {(inputs: Plans_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/year`)
};

const es_plans_per_year = /** @type {(inputs: Plans_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/año`)
};

const de_plans_per_year = /** @type {(inputs: Plans_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/Jahr`)
};

const fr_plans_per_year = /** @type {(inputs: Plans_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/an`)
};

const zh_hans1_plans_per_year = /** @type {(inputs: Plans_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/年`)
};

/**
* | output |
* | --- |
* | "/year" |
*
* @param {Plans_Per_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_per_year = /** @type {((inputs?: Plans_Per_YearInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Per_YearInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_per_year(inputs)
	if (locale === "de") return de_plans_per_year(inputs)
	if (locale === "fr") return fr_plans_per_year(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_per_year(inputs)
	return en_plans_per_year(inputs)
});