/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_LeadInputs */

const en_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a photo of a fish, coral, sea slug or any other sea creature and learn what it is in seconds: its name, where it lives, how to recognise it and how it is faring.`)
};

const es_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sube la foto de un pez, un coral, un nudibranquio o cualquier otro animal marino y descubre en segundos qué es: su nombre, dónde vive, cómo reconocerlo y cuál es su estado.`)
};

const de_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lade ein Foto von einem Fisch, einer Koralle, einer Nacktschnecke oder einem anderen Meerestier hoch und erfahre in Sekunden, was es ist: seinen Namen, wo es lebt, woran man es erkennt und wie es um die Art steht.`)
};

const fr_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez la photo d’un poisson, d’un corail, d’un nudibranche ou de tout autre animal marin et découvrez en quelques secondes ce que c’est : son nom, où il vit, comment le reconnaître et comment il se porte.`)
};

const zh_hans1_home_lead = /** @type {(inputs: Home_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上传一张鱼、珊瑚、海蛞蝓或任何海洋生物的照片，几秒钟就知道它是什么：它的名字、生活在哪里、如何辨认，以及它的生存状况。`)
};

/**
* | output |
* | --- |
* | "Upload a photo of a fish, coral, sea slug or any other sea creature and learn what it is in seconds: its name, where it lives, how to recognise it and how it..." |
*
* @param {Home_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_lead = /** @type {((inputs?: Home_LeadInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_LeadInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_lead(inputs)
	if (locale === "de") return de_home_lead(inputs)
	if (locale === "fr") return fr_home_lead(inputs)
	if (locale === "zh-Hans") return zh_hans1_home_lead(inputs)
	return en_home_lead(inputs)
});