/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_WhereInputs */

const en_maps_where = /** @type {(inputs: Maps_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

const es_maps_where = /** @type {(inputs: Maps_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde`)
};

const de_maps_where = /** @type {(inputs: Maps_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo`)
};

const fr_maps_where = /** @type {(inputs: Maps_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où`)
};

const zh_hans1_maps_where = /** @type {(inputs: Maps_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地点`)
};

/**
* | output |
* | --- |
* | "Where" |
*
* @param {Maps_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_where = /** @type {((inputs?: Maps_WhereInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_WhereInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_where(inputs)
	if (locale === "de") return de_maps_where(inputs)
	if (locale === "fr") return fr_maps_where(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_where(inputs)
	return en_maps_where(inputs)
});