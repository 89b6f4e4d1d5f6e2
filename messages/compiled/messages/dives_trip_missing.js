/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_MissingInputs */

const en_dives_trip_missing = /** @type {(inputs: Dives_Trip_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please pick a photo, give when it was really taken, and the first and last day of the trip.`)
};

const es_dives_trip_missing = /** @type {(inputs: Dives_Trip_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una foto, indica cuándo se hizo realmente y el primer y el último día del viaje.`)
};

const de_dives_trip_missing = /** @type {(inputs: Dives_Trip_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wähle ein Foto, gib an, wann es wirklich aufgenommen wurde, und den ersten und letzten Tag der Reise.`)
};

const fr_dives_trip_missing = /** @type {(inputs: Dives_Trip_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une photo, indiquer quand elle a vraiment été prise, ainsi que le premier et le dernier jour du voyage.`)
};

const zh_hans1_dives_trip_missing = /** @type {(inputs: Dives_Trip_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择一张照片，填写实际拍摄时间，以及旅行的第一天和最后一天。`)
};

/**
* | output |
* | --- |
* | "Please pick a photo, give when it was really taken, and the first and last day of the trip." |
*
* @param {Dives_Trip_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_missing = /** @type {((inputs?: Dives_Trip_MissingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_MissingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_missing(inputs)
	if (locale === "de") return de_dives_trip_missing(inputs)
	if (locale === "fr") return fr_dives_trip_missing(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_missing(inputs)
	return en_dives_trip_missing(inputs)
});