/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_No_PlaceInputs */

const en_maps_no_place = /** @type {(inputs: Maps_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No place given.`)
};

const es_maps_no_place = /** @type {(inputs: Maps_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin lugar.`)
};

const de_maps_no_place = /** @type {(inputs: Maps_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Ort angegeben.`)
};

const fr_maps_no_place = /** @type {(inputs: Maps_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun lieu indiqué.`)
};

const zh_hans1_maps_no_place = /** @type {(inputs: Maps_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未提供地点。`)
};

/**
* | output |
* | --- |
* | "No place given." |
*
* @param {Maps_No_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_no_place = /** @type {((inputs?: Maps_No_PlaceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_No_PlaceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_no_place(inputs)
	if (locale === "de") return de_maps_no_place(inputs)
	if (locale === "fr") return fr_maps_no_place(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_no_place(inputs)
	return en_maps_no_place(inputs)
});