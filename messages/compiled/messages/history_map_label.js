/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Map_LabelInputs */

const en_history_map_label = /** @type {(inputs: History_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of your sightings`)
};

const es_history_map_label = /** @type {(inputs: History_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa de tus avistamientos`)
};

const de_history_map_label = /** @type {(inputs: History_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte deiner Sichtungen`)
};

const fr_history_map_label = /** @type {(inputs: History_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte de vos observations`)
};

const zh_hans1_history_map_label = /** @type {(inputs: History_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的目击记录地图`)
};

/**
* | output |
* | --- |
* | "Map of your sightings" |
*
* @param {History_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_map_label = /** @type {((inputs?: History_Map_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Map_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_map_label(inputs)
	if (locale === "de") return de_history_map_label(inputs)
	if (locale === "fr") return fr_history_map_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_map_label(inputs)
	return en_history_map_label(inputs)
});