/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_See_PlansInputs */

const en_trips_see_plans = /** @type {(inputs: Trips_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plans`)
};

const es_trips_see_plans = /** @type {(inputs: Trips_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los planes`)
};

const de_trips_see_plans = /** @type {(inputs: Trips_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pläne ansehen`)
};

const fr_trips_see_plans = /** @type {(inputs: Trips_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les forfaits`)
};

const zh_hans1_trips_see_plans = /** @type {(inputs: Trips_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看方案`)
};

/**
* | output |
* | --- |
* | "See the plans" |
*
* @param {Trips_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_see_plans = /** @type {((inputs?: Trips_See_PlansInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_See_PlansInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_see_plans(inputs)
	if (locale === "de") return de_trips_see_plans(inputs)
	if (locale === "fr") return fr_trips_see_plans(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_see_plans(inputs)
	return en_trips_see_plans(inputs)
});