/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Pick_PhotosInputs */

const en_trips_pick_photos = /** @type {(inputs: Trips_Pick_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose photos`)
};

const es_trips_pick_photos = /** @type {(inputs: Trips_Pick_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir fotos`)
};

const de_trips_pick_photos = /** @type {(inputs: Trips_Pick_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos wählen`)
};

const fr_trips_pick_photos = /** @type {(inputs: Trips_Pick_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir des photos`)
};

const zh_hans1_trips_pick_photos = /** @type {(inputs: Trips_Pick_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择照片`)
};

/**
* | output |
* | --- |
* | "Choose photos" |
*
* @param {Trips_Pick_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_pick_photos = /** @type {((inputs?: Trips_Pick_PhotosInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Pick_PhotosInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_pick_photos(inputs)
	if (locale === "de") return de_trips_pick_photos(inputs)
	if (locale === "fr") return fr_trips_pick_photos(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_pick_photos(inputs)
	return en_trips_pick_photos(inputs)
});