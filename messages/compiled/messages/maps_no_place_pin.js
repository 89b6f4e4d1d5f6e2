/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_No_Place_PinInputs */

const en_maps_no_place_pin = /** @type {(inputs: Maps_No_Place_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No place given. Click or tap the map to pin it.`)
};

const es_maps_no_place_pin = /** @type {(inputs: Maps_No_Place_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin lugar. Haz clic o toca el mapa para marcarlo.`)
};

const de_maps_no_place_pin = /** @type {(inputs: Maps_No_Place_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Ort angegeben. Klicke oder tippe auf die Karte, um ihn zu markieren.`)
};

const fr_maps_no_place_pin = /** @type {(inputs: Maps_No_Place_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun lieu indiqué. Cliquez ou touchez la carte pour l’épingler.`)
};

const zh_hans1_maps_no_place_pin = /** @type {(inputs: Maps_No_Place_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未提供地点。点击或轻触地图进行标记。`)
};

/**
* | output |
* | --- |
* | "No place given. Click or tap the map to pin it." |
*
* @param {Maps_No_Place_PinInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_no_place_pin = /** @type {((inputs?: Maps_No_Place_PinInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_No_Place_PinInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_no_place_pin(inputs)
	if (locale === "de") return de_maps_no_place_pin(inputs)
	if (locale === "fr") return fr_maps_no_place_pin(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_no_place_pin(inputs)
	return en_maps_no_place_pin(inputs)
});