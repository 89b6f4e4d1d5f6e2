/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_See_PlansInputs */

const en_identify_see_plans = /** @type {(inputs: Identify_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See plans`)
};

const es_identify_see_plans = /** @type {(inputs: Identify_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes`)
};

const de_identify_see_plans = /** @type {(inputs: Identify_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife ansehen`)
};

const fr_identify_see_plans = /** @type {(inputs: Identify_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les offres`)
};

const zh_hans1_identify_see_plans = /** @type {(inputs: Identify_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看方案`)
};

/**
* | output |
* | --- |
* | "See plans" |
*
* @param {Identify_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_see_plans = /** @type {((inputs?: Identify_See_PlansInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_See_PlansInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_see_plans(inputs)
	if (locale === "de") return de_identify_see_plans(inputs)
	if (locale === "fr") return fr_identify_see_plans(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_see_plans(inputs)
	return en_identify_see_plans(inputs)
});