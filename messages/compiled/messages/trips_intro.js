/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_IntroInputs */

const en_trips_intro = /** @type {(inputs: Trips_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A whole trip's photos at once: send them in, group them into sightings, then identify them.`)
};

const es_trips_intro = /** @type {(inputs: Trips_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las fotos de un viaje a la vez: envíalas, agrúpalas en avistamientos y luego identifícalas.`)
};

const de_trips_intro = /** @type {(inputs: Trips_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Fotos einer Reise auf einmal: hochladen, zu Sichtungen gruppieren, dann bestimmen lassen.`)
};

const fr_trips_intro = /** @type {(inputs: Trips_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les photos d'un voyage d'un coup : envoyez-les, regroupez-les en observations, puis faites-les identifier.`)
};

const zh_hans1_trips_intro = /** @type {(inputs: Trips_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一次处理整趟旅行的照片：上传、分组为目击记录，再进行识别。`)
};

/**
* | output |
* | --- |
* | "A whole trip's photos at once: send them in, group them into sightings, then identify them." |
*
* @param {Trips_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_intro = /** @type {((inputs?: Trips_IntroInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_IntroInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_intro(inputs)
	if (locale === "de") return de_trips_intro(inputs)
	if (locale === "fr") return fr_trips_intro(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_intro(inputs)
	return en_trips_intro(inputs)
});