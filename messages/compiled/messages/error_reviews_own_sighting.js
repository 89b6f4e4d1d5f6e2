/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Reviews_Own_SightingInputs */

const en_error_reviews_own_sighting = /** @type {(inputs: Error_Reviews_Own_SightingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot review your own sighting`)
};

const es_error_reviews_own_sighting = /** @type {(inputs: Error_Reviews_Own_SightingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puedes revisar tu propio avistamiento`)
};

const de_error_reviews_own_sighting = /** @type {(inputs: Error_Reviews_Own_SightingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kannst deine eigene Sichtung nicht prüfen`)
};

const fr_error_reviews_own_sighting = /** @type {(inputs: Error_Reviews_Own_SightingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas vérifier votre propre observation`)
};

const zh_hans1_error_reviews_own_sighting = /** @type {(inputs: Error_Reviews_Own_SightingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你不能审核自己的目击`)
};

/**
* | output |
* | --- |
* | "You cannot review your own sighting" |
*
* @param {Error_Reviews_Own_SightingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_reviews_own_sighting = /** @type {((inputs?: Error_Reviews_Own_SightingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Reviews_Own_SightingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_reviews_own_sighting(inputs)
	if (locale === "de") return de_error_reviews_own_sighting(inputs)
	if (locale === "fr") return fr_error_reviews_own_sighting(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_reviews_own_sighting(inputs)
	return en_error_reviews_own_sighting(inputs)
});