/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_CroppedInputs */

const en_identify_cropped = /** @type {(inputs: Identify_CroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cropped`)
};

const es_identify_cropped = /** @type {(inputs: Identify_CroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recortada`)
};

const de_identify_cropped = /** @type {(inputs: Identify_CroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugeschnitten`)
};

const fr_identify_cropped = /** @type {(inputs: Identify_CroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recadrée`)
};

const zh_hans1_identify_cropped = /** @type {(inputs: Identify_CroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已裁剪`)
};

/**
* | output |
* | --- |
* | "Cropped" |
*
* @param {Identify_CroppedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_cropped = /** @type {((inputs?: Identify_CroppedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_CroppedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_cropped(inputs)
	if (locale === "de") return de_identify_cropped(inputs)
	if (locale === "fr") return fr_identify_cropped(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_cropped(inputs)
	return en_identify_cropped(inputs)
});