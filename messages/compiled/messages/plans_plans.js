/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_PlansInputs */

const en_plans_plans = /** @type {(inputs: Plans_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

const es_plans_plans = /** @type {(inputs: Plans_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes`)
};

const de_plans_plans = /** @type {(inputs: Plans_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife`)
};

const fr_plans_plans = /** @type {(inputs: Plans_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules`)
};

const zh_hans1_plans_plans = /** @type {(inputs: Plans_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`套餐`)
};

/**
* | output |
* | --- |
* | "Plans" |
*
* @param {Plans_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_plans = /** @type {((inputs?: Plans_PlansInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_PlansInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_plans(inputs)
	if (locale === "de") return de_plans_plans(inputs)
	if (locale === "fr") return fr_plans_plans(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_plans(inputs)
	return en_plans_plans(inputs)
});