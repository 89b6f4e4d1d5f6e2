/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_IncludedInputs */

const en_plans_included = /** @type {(inputs: Plans_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included`)
};

const es_plans_included = /** @type {(inputs: Plans_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incluido`)
};

const de_plans_included = /** @type {(inputs: Plans_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inbegriffen`)
};

const fr_plans_included = /** @type {(inputs: Plans_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inclus`)
};

const zh_hans1_plans_included = /** @type {(inputs: Plans_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已包含`)
};

/**
* | output |
* | --- |
* | "Included" |
*
* @param {Plans_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_included = /** @type {((inputs?: Plans_IncludedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_IncludedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_included(inputs)
	if (locale === "de") return de_plans_included(inputs)
	if (locale === "fr") return fr_plans_included(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_included(inputs)
	return en_plans_included(inputs)
});