/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trips_Photos_OneInputs */

const en_trips_photos_one = /** @type {(inputs: Trips_Photos_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photo`)
};

const es_trips_photos_one = /** @type {(inputs: Trips_Photos_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} foto`)
};

const de_trips_photos_one = /** @type {(inputs: Trips_Photos_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Foto`)
};

const fr_trips_photos_one = /** @type {(inputs: Trips_Photos_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photo`)
};

const zh_hans1_trips_photos_one = /** @type {(inputs: Trips_Photos_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 张照片`)
};

/**
* | output |
* | --- |
* | "{count} photo" |
*
* @param {Trips_Photos_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_photos_one = /** @type {((inputs: Trips_Photos_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Photos_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_photos_one(inputs)
	if (locale === "de") return de_trips_photos_one(inputs)
	if (locale === "fr") return fr_trips_photos_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_photos_one(inputs)
	return en_trips_photos_one(inputs)
});