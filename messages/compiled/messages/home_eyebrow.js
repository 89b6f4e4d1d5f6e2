/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_EyebrowInputs */

const en_home_eyebrow = /** @type {(inputs: Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI species identification for divers, snorkelers and beachcombers`)
};

const es_home_eyebrow = /** @type {(inputs: Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación de especies con IA para buceadores, snorkelistas y amantes de la costa`)
};

const de_home_eyebrow = /** @type {(inputs: Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artbestimmung mit KI für Taucher, Schnorchler und Strandgänger`)
};

const fr_home_eyebrow = /** @type {(inputs: Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification des espèces par IA pour plongeurs, randonneurs palmés et promeneurs du littoral`)
};

const zh_hans1_home_eyebrow = /** @type {(inputs: Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`为潜水员、浮潜者和赶海爱好者打造的 AI 物种识别`)
};

/**
* | output |
* | --- |
* | "AI species identification for divers, snorkelers and beachcombers" |
*
* @param {Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_eyebrow = /** @type {((inputs?: Home_EyebrowInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_EyebrowInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_eyebrow(inputs)
	if (locale === "de") return de_home_eyebrow(inputs)
	if (locale === "fr") return fr_home_eyebrow(inputs)
	if (locale === "zh-Hans") return zh_hans1_home_eyebrow(inputs)
	return en_home_eyebrow(inputs)
});