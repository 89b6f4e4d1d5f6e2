/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Photo_AltInputs */

const en_identify_photo_alt = /** @type {(inputs: Identify_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photo being identified`)
};

const es_identify_photo_alt = /** @type {(inputs: Identify_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La foto que se está identificando`)
};

const de_identify_photo_alt = /** @type {(inputs: Identify_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Foto, das bestimmt wird`)
};

const fr_identify_photo_alt = /** @type {(inputs: Identify_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La photo en cours d’identification`)
};

const zh_hans1_identify_photo_alt = /** @type {(inputs: Identify_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在识别的照片`)
};

/**
* | output |
* | --- |
* | "The photo being identified" |
*
* @param {Identify_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_photo_alt = /** @type {((inputs?: Identify_Photo_AltInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Photo_AltInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_photo_alt(inputs)
	if (locale === "de") return de_identify_photo_alt(inputs)
	if (locale === "fr") return fr_identify_photo_alt(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_photo_alt(inputs)
	return en_identify_photo_alt(inputs)
});