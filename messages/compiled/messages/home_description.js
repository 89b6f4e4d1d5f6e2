/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Home_DescriptionInputs */

const en_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} identifies fish, corals and other sea creatures from a photo, with conservation status, habitat and distribution.`)
};

const es_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} identifica peces, corales y otros animales marinos a partir de una foto, con su estado de conservación, hábitat y distribución.`)
};

const de_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} bestimmt Fische, Korallen und andere Meerestiere anhand eines Fotos, mit Schutzstatus, Lebensraum und Verbreitung.`)
};

const fr_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} identifie poissons, coraux et autres animaux marins à partir d’une photo, avec leur statut de conservation, leur habitat et leur répartition.`)
};

const zh_hans1_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} 从一张照片识别鱼类、珊瑚和其他海洋生物，并提供保护状况、栖息地和分布。`)
};

/**
* | output |
* | --- |
* | "{product} identifies fish, corals and other sea creatures from a photo, with conservation status, habitat and distribution." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_description = /** @type {((inputs: Home_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_description(inputs)
	if (locale === "de") return de_home_description(inputs)
	if (locale === "fr") return fr_home_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_home_description(inputs)
	return en_home_description(inputs)
});