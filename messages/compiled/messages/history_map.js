/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_MapInputs */

const en_history_map = /** @type {(inputs: History_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sightings on the map`)
};

const es_history_map = /** @type {(inputs: History_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus avistamientos en el mapa`)
};

const de_history_map = /** @type {(inputs: History_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Sichtungen auf der Karte`)
};

const fr_history_map = /** @type {(inputs: History_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos observations sur la carte`)
};

const zh_hans1_history_map = /** @type {(inputs: History_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的目击记录地图`)
};

/**
* | output |
* | --- |
* | "Your sightings on the map" |
*
* @param {History_MapInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_map = /** @type {((inputs?: History_MapInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_MapInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_map(inputs)
	if (locale === "de") return de_history_map(inputs)
	if (locale === "fr") return fr_history_map(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_map(inputs)
	return en_history_map(inputs)
});