/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Where_And_WhenInputs */

const en_maps_where_and_when = /** @type {(inputs: Maps_Where_And_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where and when`)
};

const es_maps_where_and_when = /** @type {(inputs: Maps_Where_And_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde y cuándo`)
};

const de_maps_where_and_when = /** @type {(inputs: Maps_Where_And_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo und wann`)
};

const fr_maps_where_and_when = /** @type {(inputs: Maps_Where_And_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où et quand`)
};

const zh_hans1_maps_where_and_when = /** @type {(inputs: Maps_Where_And_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地点和时间`)
};

/**
* | output |
* | --- |
* | "Where and when" |
*
* @param {Maps_Where_And_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_where_and_when = /** @type {((inputs?: Maps_Where_And_WhenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Where_And_WhenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_where_and_when(inputs)
	if (locale === "de") return de_maps_where_and_when(inputs)
	if (locale === "fr") return fr_maps_where_and_when(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_where_and_when(inputs)
	return en_maps_where_and_when(inputs)
});