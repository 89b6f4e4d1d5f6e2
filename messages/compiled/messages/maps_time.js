/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_TimeInputs */

const en_maps_time = /** @type {(inputs: Maps_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

const es_maps_time = /** @type {(inputs: Maps_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora`)
};

const de_maps_time = /** @type {(inputs: Maps_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhrzeit`)
};

const fr_maps_time = /** @type {(inputs: Maps_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure`)
};

const zh_hans1_maps_time = /** @type {(inputs: Maps_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间`)
};

/**
* | output |
* | --- |
* | "Time" |
*
* @param {Maps_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_time = /** @type {((inputs?: Maps_TimeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_TimeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_time(inputs)
	if (locale === "de") return de_maps_time(inputs)
	if (locale === "fr") return fr_maps_time(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_time(inputs)
	return en_maps_time(inputs)
});