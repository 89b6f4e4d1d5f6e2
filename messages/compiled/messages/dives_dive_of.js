/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Dives_Dive_OfInputs */

const en_dives_dive_of = /** @type {(inputs: Dives_Dive_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dive of ${i?.date}`)
};

const es_dives_dive_of = /** @type {(inputs: Dives_Dive_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inmersión del ${i?.date}`)
};

const de_dives_dive_of = /** @type {(inputs: Dives_Dive_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tauchgang vom ${i?.date}`)
};

const fr_dives_dive_of = /** @type {(inputs: Dives_Dive_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plongée du ${i?.date}`)
};

const zh_hans1_dives_dive_of = /** @type {(inputs: Dives_Dive_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} 的潜水`)
};

/**
* | output |
* | --- |
* | "Dive of {date}" |
*
* @param {Dives_Dive_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_dive_of = /** @type {((inputs: Dives_Dive_OfInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Dive_OfInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_dive_of(inputs)
	if (locale === "de") return de_dives_dive_of(inputs)
	if (locale === "fr") return fr_dives_dive_of(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_dive_of(inputs)
	return en_dives_dive_of(inputs)
});