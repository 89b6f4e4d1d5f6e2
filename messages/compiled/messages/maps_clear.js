/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_ClearInputs */

const en_maps_clear = /** @type {(inputs: Maps_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear where and when`)
};

const es_maps_clear = /** @type {(inputs: Maps_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar dónde y cuándo`)
};

const de_maps_clear = /** @type {(inputs: Maps_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo und wann löschen`)
};

const fr_maps_clear = /** @type {(inputs: Maps_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer où et quand`)
};

const zh_hans1_maps_clear = /** @type {(inputs: Maps_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除地点和时间`)
};

/**
* | output |
* | --- |
* | "Clear where and when" |
*
* @param {Maps_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_clear = /** @type {((inputs?: Maps_ClearInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_ClearInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_clear(inputs)
	if (locale === "de") return de_maps_clear(inputs)
	if (locale === "fr") return fr_maps_clear(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_clear(inputs)
	return en_maps_clear(inputs)
});