/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Taken_OnInputs */

const en_maps_taken_on = /** @type {(inputs: Maps_Taken_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taken on:`)
};

const es_maps_taken_on = /** @type {(inputs: Maps_Taken_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tomada en:`)
};

const de_maps_taken_on = /** @type {(inputs: Maps_Taken_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufgenommen bei:`)
};

const fr_maps_taken_on = /** @type {(inputs: Maps_Taken_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prise pendant :`)
};

const zh_hans1_maps_taken_on = /** @type {(inputs: Maps_Taken_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拍摄于：`)
};

/**
* | output |
* | --- |
* | "Taken on:" |
*
* @param {Maps_Taken_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_taken_on = /** @type {((inputs?: Maps_Taken_OnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Taken_OnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_taken_on(inputs)
	if (locale === "de") return de_maps_taken_on(inputs)
	if (locale === "fr") return fr_maps_taken_on(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_taken_on(inputs)
	return en_maps_taken_on(inputs)
});