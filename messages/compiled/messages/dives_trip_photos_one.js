/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Trip_Photos_OneInputs */

const en_dives_trip_photos_one = /** @type {(inputs: Dives_Trip_Photos_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photo is`)
};

const es_dives_trip_photos_one = /** @type {(inputs: Dives_Trip_Photos_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hay ${i?.count} foto`)
};

const de_dives_trip_photos_one = /** @type {(inputs: Dives_Trip_Photos_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`liegt ${i?.count} Foto`)
};

const fr_dives_trip_photos_one = /** @type {(inputs: Dives_Trip_Photos_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photo se trouve`)
};

const zh_hans1_dives_trip_photos_one = /** @type {(inputs: Dives_Trip_Photos_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 张照片`)
};

/**
* | output |
* | --- |
* | "{count} photo is" |
*
* @param {Dives_Trip_Photos_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_photos_one = /** @type {((inputs: Dives_Trip_Photos_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_Photos_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_photos_one(inputs)
	if (locale === "de") return de_dives_trip_photos_one(inputs)
	if (locale === "fr") return fr_dives_trip_photos_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_photos_one(inputs)
	return en_dives_trip_photos_one(inputs)
});