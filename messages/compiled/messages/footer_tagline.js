/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_TaglineInputs */

const en_footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify marine species from a photo, and learn how to protect them.`)
};

const es_footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifica especies marinas a partir de una foto y aprende a protegerlas.`)
};

const de_footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meereslebewesen per Foto bestimmen – und erfahren, wie man sie schützt.`)
};

const fr_footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiez les espèces marines à partir d’une photo et apprenez à les protéger.`)
};

const zh_hans1_footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从一张照片识别海洋物种，并了解如何保护它们。`)
};

/**
* | output |
* | --- |
* | "Identify marine species from a photo, and learn how to protect them." |
*
* @param {Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const footer_tagline = /** @type {((inputs?: Footer_TaglineInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TaglineInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_tagline(inputs)
	if (locale === "de") return de_footer_tagline(inputs)
	if (locale === "fr") return fr_footer_tagline(inputs)
	if (locale === "zh-Hans") return zh_hans1_footer_tagline(inputs)
	return en_footer_tagline(inputs)
});