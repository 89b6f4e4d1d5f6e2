/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_FindingInputs */

const en_maps_finding = /** @type {(inputs: Maps_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding your location…`)
};

const es_maps_finding = /** @type {(inputs: Maps_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando tu ubicación…`)
};

const de_maps_finding = /** @type {(inputs: Maps_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Standort wird gesucht…`)
};

const fr_maps_finding = /** @type {(inputs: Maps_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de votre position…`)
};

const zh_hans1_maps_finding = /** @type {(inputs: Maps_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在查找你的位置…`)
};

/**
* | output |
* | --- |
* | "Finding your location…" |
*
* @param {Maps_FindingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_finding = /** @type {((inputs?: Maps_FindingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_FindingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_finding(inputs)
	if (locale === "de") return de_maps_finding(inputs)
	if (locale === "fr") return fr_maps_finding(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_finding(inputs)
	return en_maps_finding(inputs)
});