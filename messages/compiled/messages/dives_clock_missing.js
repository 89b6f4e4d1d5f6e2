/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Clock_MissingInputs */

const en_dives_clock_missing = /** @type {(inputs: Dives_Clock_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give the date and time the photo was really taken.`)
};

const es_dives_clock_missing = /** @type {(inputs: Dives_Clock_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica la fecha y la hora en que se hizo realmente la foto.`)
};

const de_dives_clock_missing = /** @type {(inputs: Dives_Clock_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib Datum und Uhrzeit an, zu denen das Foto wirklich aufgenommen wurde.`)
};

const fr_dives_clock_missing = /** @type {(inputs: Dives_Clock_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez indiquer la date et l'heure réelles de la photo.`)
};

const zh_hans1_dives_clock_missing = /** @type {(inputs: Dives_Clock_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请填写照片实际拍摄的日期和时间。`)
};

/**
* | output |
* | --- |
* | "Please give the date and time the photo was really taken." |
*
* @param {Dives_Clock_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_clock_missing = /** @type {((inputs?: Dives_Clock_MissingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Clock_MissingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_clock_missing(inputs)
	if (locale === "de") return de_dives_clock_missing(inputs)
	if (locale === "fr") return fr_dives_clock_missing(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_clock_missing(inputs)
	return en_dives_clock_missing(inputs)
});