/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Axis_TimeInputs */

const en_dives_axis_time = /** @type {(inputs: Dives_Axis_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time (min)`)
};

const es_dives_axis_time = /** @type {(inputs: Dives_Axis_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo (min)`)
};

const de_dives_axis_time = /** @type {(inputs: Dives_Axis_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeit (Min.)`)
};

const fr_dives_axis_time = /** @type {(inputs: Dives_Axis_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temps (min)`)
};

const zh_hans1_dives_axis_time = /** @type {(inputs: Dives_Axis_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间（分钟）`)
};

/**
* | output |
* | --- |
* | "Time (min)" |
*
* @param {Dives_Axis_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_axis_time = /** @type {((inputs?: Dives_Axis_TimeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Axis_TimeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_axis_time(inputs)
	if (locale === "de") return de_dives_axis_time(inputs)
	if (locale === "fr") return fr_dives_axis_time(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_axis_time(inputs)
	return en_dives_axis_time(inputs)
});