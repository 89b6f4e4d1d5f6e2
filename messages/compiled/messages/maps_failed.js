/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_FailedInputs */

const en_maps_failed = /** @type {(inputs: Maps_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map could not be loaded. Please try again later.`)
};

const es_maps_failed = /** @type {(inputs: Maps_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el mapa. Inténtalo más tarde.`)
};

const de_maps_failed = /** @type {(inputs: Maps_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karte konnte nicht geladen werden. Bitte versuche es später noch einmal.`)
};

const fr_maps_failed = /** @type {(inputs: Maps_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger la carte. Réessaie plus tard.`)
};

const zh_hans1_maps_failed = /** @type {(inputs: Maps_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图无法加载，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "The map could not be loaded. Please try again later." |
*
* @param {Maps_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_failed = /** @type {((inputs?: Maps_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_failed(inputs)
	if (locale === "de") return de_maps_failed(inputs)
	if (locale === "fr") return fr_maps_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_failed(inputs)
	return en_maps_failed(inputs)
});