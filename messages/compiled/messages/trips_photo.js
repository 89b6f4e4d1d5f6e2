/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Trips_PhotoInputs */

const en_trips_photo = /** @type {(inputs: Trips_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.id}`)
};

const es_trips_photo = /** @type {(inputs: Trips_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.id}`)
};

const de_trips_photo = /** @type {(inputs: Trips_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.id}`)
};

const fr_trips_photo = /** @type {(inputs: Trips_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.id}`)
};

const zh_hans1_trips_photo = /** @type {(inputs: Trips_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`照片 ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Photo {id}" |
*
* @param {Trips_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_photo = /** @type {((inputs: Trips_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_photo(inputs)
	if (locale === "de") return de_trips_photo(inputs)
	if (locale === "fr") return fr_trips_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_photo(inputs)
	return en_trips_photo(inputs)
});