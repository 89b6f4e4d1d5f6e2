/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_From_DiveInputs */

const en_maps_from_dive = /** @type {(inputs: Maps_From_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`from the dive`)
};

const es_maps_from_dive = /** @type {(inputs: Maps_From_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de la inmersión`)
};

const de_maps_from_dive = /** @type {(inputs: Maps_From_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aus dem Tauchgang`)
};

const fr_maps_from_dive = /** @type {(inputs: Maps_From_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`d’après la plongée`)
};

const zh_hans1_maps_from_dive = /** @type {(inputs: Maps_From_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`来自潜水`)
};

/**
* | output |
* | --- |
* | "from the dive" |
*
* @param {Maps_From_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_from_dive = /** @type {((inputs?: Maps_From_DiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_From_DiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_from_dive(inputs)
	if (locale === "de") return de_maps_from_dive(inputs)
	if (locale === "fr") return fr_maps_from_dive(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_from_dive(inputs)
	return en_maps_from_dive(inputs)
});