/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, time: NonNullable<unknown> }} Dives_By_CameraInputs */

const en_dives_by_camera = /** @type {(inputs: Dives_By_CameraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.time} by the camera`)
};

const es_dives_by_camera = /** @type {(inputs: Dives_By_CameraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.time} según la cámara`)
};

const de_dives_by_camera = /** @type {(inputs: Dives_By_CameraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.time} laut Kamera`)
};

const fr_dives_by_camera = /** @type {(inputs: Dives_By_CameraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.time} selon l'appareil`)
};

const zh_hans1_dives_by_camera = /** @type {(inputs: Dives_By_CameraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}：相机时间 ${i?.time}`)
};

/**
* | output |
* | --- |
* | "{name}: {time} by the camera" |
*
* @param {Dives_By_CameraInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_by_camera = /** @type {((inputs: Dives_By_CameraInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_By_CameraInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_by_camera(inputs)
	if (locale === "de") return de_dives_by_camera(inputs)
	if (locale === "fr") return fr_dives_by_camera(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_by_camera(inputs)
	return en_dives_by_camera(inputs)
});