/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trips_Photos_OtherInputs */

const en_trips_photos_other = /** @type {(inputs: Trips_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
};

const es_trips_photos_other = /** @type {(inputs: Trips_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fotos`)
};

const de_trips_photos_other = /** @type {(inputs: Trips_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Fotos`)
};

const fr_trips_photos_other = /** @type {(inputs: Trips_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
};

const zh_hans1_trips_photos_other = /** @type {(inputs: Trips_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 张照片`)
};

/**
* | output |
* | --- |
* | "{count} photos" |
*
* @param {Trips_Photos_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_photos_other = /** @type {((inputs: Trips_Photos_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Photos_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_photos_other(inputs)
	if (locale === "de") return de_trips_photos_other(inputs)
	if (locale === "fr") return fr_trips_photos_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_photos_other(inputs)
	return en_trips_photos_other(inputs)
});