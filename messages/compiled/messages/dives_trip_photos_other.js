/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Trip_Photos_OtherInputs */

const en_dives_trip_photos_other = /** @type {(inputs: Dives_Trip_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos are`)
};

const es_dives_trip_photos_other = /** @type {(inputs: Dives_Trip_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hay ${i?.count} fotos`)
};

const de_dives_trip_photos_other = /** @type {(inputs: Dives_Trip_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`liegen ${i?.count} Fotos`)
};

const fr_dives_trip_photos_other = /** @type {(inputs: Dives_Trip_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos se trouvent`)
};

const zh_hans1_dives_trip_photos_other = /** @type {(inputs: Dives_Trip_Photos_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 张照片`)
};

/**
* | output |
* | --- |
* | "{count} photos are" |
*
* @param {Dives_Trip_Photos_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_photos_other = /** @type {((inputs: Dives_Trip_Photos_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_Photos_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_photos_other(inputs)
	if (locale === "de") return de_dives_trip_photos_other(inputs)
	if (locale === "fr") return fr_dives_trip_photos_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_photos_other(inputs)
	return en_dives_trip_photos_other(inputs)
});