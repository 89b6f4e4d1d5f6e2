/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_View_PlansInputs */

const en_home_view_plans = /** @type {(inputs: Home_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Plans`)
};

const es_home_view_plans = /** @type {(inputs: Home_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes`)
};

const de_home_view_plans = /** @type {(inputs: Home_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife ansehen`)
};

const fr_home_view_plans = /** @type {(inputs: Home_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les formules`)
};

const zh_hans1_home_view_plans = /** @type {(inputs: Home_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看套餐`)
};

/**
* | output |
* | --- |
* | "View Plans" |
*
* @param {Home_View_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_view_plans = /** @type {((inputs?: Home_View_PlansInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_View_PlansInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_view_plans(inputs)
	if (locale === "de") return de_home_view_plans(inputs)
	if (locale === "fr") return fr_home_view_plans(inputs)
	if (locale === "zh-Hans") return zh_hans1_home_view_plans(inputs)
	return en_home_view_plans(inputs)
});