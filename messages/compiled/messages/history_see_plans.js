/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_See_PlansInputs */

const en_history_see_plans = /** @type {(inputs: History_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See plans`)
};

const es_history_see_plans = /** @type {(inputs: History_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes`)
};

const de_history_see_plans = /** @type {(inputs: History_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife ansehen`)
};

const fr_history_see_plans = /** @type {(inputs: History_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les offres`)
};

const zh_hans1_history_see_plans = /** @type {(inputs: History_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看方案`)
};

/**
* | output |
* | --- |
* | "See plans" |
*
* @param {History_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_see_plans = /** @type {((inputs?: History_See_PlansInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_See_PlansInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_see_plans(inputs)
	if (locale === "de") return de_history_see_plans(inputs)
	if (locale === "fr") return fr_history_see_plans(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_see_plans(inputs)
	return en_history_see_plans(inputs)
});