/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_View_PlansInputs */

const en_plans_view_plans = /** @type {(inputs: Plans_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View plans`)
};

const es_plans_view_plans = /** @type {(inputs: Plans_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes`)
};

const de_plans_view_plans = /** @type {(inputs: Plans_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife ansehen`)
};

const fr_plans_view_plans = /** @type {(inputs: Plans_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les formules`)
};

const zh_hans1_plans_view_plans = /** @type {(inputs: Plans_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看套餐`)
};

/**
* | output |
* | --- |
* | "View plans" |
*
* @param {Plans_View_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_view_plans = /** @type {((inputs?: Plans_View_PlansInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_View_PlansInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_view_plans(inputs)
	if (locale === "de") return de_plans_view_plans(inputs)
	if (locale === "fr") return fr_plans_view_plans(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_view_plans(inputs)
	return en_plans_view_plans(inputs)
});