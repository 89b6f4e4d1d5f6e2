/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, time: NonNullable<unknown>, where: NonNullable<unknown> }} Dives_Trip_PhotoInputs */

const en_dives_trip_photo = /** @type {(inputs: Dives_Trip_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.time} by the camera: ${i?.where}`)
};

const es_dives_trip_photo = /** @type {(inputs: Dives_Trip_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.time} según la cámara: ${i?.where}`)
};

const de_dives_trip_photo = /** @type {(inputs: Dives_Trip_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.time} laut Kamera: ${i?.where}`)
};

const fr_dives_trip_photo = /** @type {(inputs: Dives_Trip_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.time} selon l'appareil : ${i?.where}`)
};

const zh_hans1_dives_trip_photo = /** @type {(inputs: Dives_Trip_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}，相机时间 ${i?.time}：${i?.where}`)
};

/**
* | output |
* | --- |
* | "{name}, {time} by the camera: {where}" |
*
* @param {Dives_Trip_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_photo = /** @type {((inputs: Dives_Trip_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_photo(inputs)
	if (locale === "de") return de_dives_trip_photo(inputs)
	if (locale === "fr") return fr_dives_trip_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_photo(inputs)
	return en_dives_trip_photo(inputs)
});