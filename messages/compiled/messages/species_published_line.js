/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ photos: NonNullable<unknown>, date: NonNullable<unknown> }} Species_Published_LineInputs */

const en_species_published_line = /** @type {(inputs: Species_Published_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.photos} · first published on ${i?.date}`)
};

const es_species_published_line = /** @type {(inputs: Species_Published_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.photos} · publicada por primera vez el ${i?.date}`)
};

const de_species_published_line = /** @type {(inputs: Species_Published_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.photos} · zuerst veröffentlicht am ${i?.date}`)
};

const fr_species_published_line = /** @type {(inputs: Species_Published_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.photos} · publiée pour la première fois le ${i?.date}`)
};

const zh_hans1_species_published_line = /** @type {(inputs: Species_Published_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.photos} · 首次发布于 ${i?.date}`)
};

/**
* | output |
* | --- |
* | "{photos} · first published on {date}" |
*
* @param {Species_Published_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_published_line = /** @type {((inputs: Species_Published_LineInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Published_LineInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_published_line(inputs)
	if (locale === "de") return de_species_published_line(inputs)
	if (locale === "fr") return fr_species_published_line(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_published_line(inputs)
	return en_species_published_line(inputs)
});