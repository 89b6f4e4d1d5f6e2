/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Drop_HintInputs */

const en_identify_drop_hint = /** @type {(inputs: Identify_Drop_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPG, PNG, HEIC, WEBP, AVIF, GIF or TIFF, up to 60 MB`)
};

const es_identify_drop_hint = /** @type {(inputs: Identify_Drop_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPG, PNG, HEIC, WEBP, AVIF, GIF o TIFF, hasta 60 MB`)
};

const de_identify_drop_hint = /** @type {(inputs: Identify_Drop_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPG, PNG, HEIC, WEBP, AVIF, GIF oder TIFF, bis 60 MB`)
};

const fr_identify_drop_hint = /** @type {(inputs: Identify_Drop_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPG, PNG, HEIC, WEBP, AVIF, GIF ou TIFF, jusqu’à 60 Mo`)
};

const zh_hans1_identify_drop_hint = /** @type {(inputs: Identify_Drop_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPG、PNG、HEIC、WEBP、AVIF、GIF 或 TIFF，最大 60 MB`)
};

/**
* | output |
* | --- |
* | "JPG, PNG, HEIC, WEBP, AVIF, GIF or TIFF, up to 60 MB" |
*
* @param {Identify_Drop_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_drop_hint = /** @type {((inputs?: Identify_Drop_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Drop_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_drop_hint(inputs)
	if (locale === "de") return de_identify_drop_hint(inputs)
	if (locale === "fr") return fr_identify_drop_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_drop_hint(inputs)
	return en_identify_drop_hint(inputs)
});