/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Drop_CameraInputs */

const en_identify_drop_camera = /** @type {(inputs: Identify_Drop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a photo`)
};

const es_identify_drop_camera = /** @type {(inputs: Identify_Drop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer una foto`)
};

const de_identify_drop_camera = /** @type {(inputs: Identify_Drop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto aufnehmen`)
};

const fr_identify_drop_camera = /** @type {(inputs: Identify_Drop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prendre une photo`)
};

const zh_hans1_identify_drop_camera = /** @type {(inputs: Identify_Drop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拍照`)
};

/**
* | output |
* | --- |
* | "Take a photo" |
*
* @param {Identify_Drop_CameraInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_drop_camera = /** @type {((inputs?: Identify_Drop_CameraInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Drop_CameraInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_drop_camera(inputs)
	if (locale === "de") return de_identify_drop_camera(inputs)
	if (locale === "fr") return fr_identify_drop_camera(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_drop_camera(inputs)
	return en_identify_drop_camera(inputs)
});