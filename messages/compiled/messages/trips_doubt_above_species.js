/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Doubt_Above_SpeciesInputs */

const en_trips_doubt_above_species = /** @type {(inputs: Trips_Doubt_Above_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Named only to genus or family`)
};

const es_trips_doubt_above_species = /** @type {(inputs: Trips_Doubt_Above_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombrado solo hasta género o familia`)
};

const de_trips_doubt_above_species = /** @type {(inputs: Trips_Doubt_Above_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur bis zur Gattung oder Familie benannt`)
};

const fr_trips_doubt_above_species = /** @type {(inputs: Trips_Doubt_Above_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nommé seulement jusqu’au genre ou à la famille`)
};

const zh_hans1_trips_doubt_above_species = /** @type {(inputs: Trips_Doubt_Above_SpeciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`仅鉴定到属或科`)
};

/**
* | output |
* | --- |
* | "Named only to genus or family" |
*
* @param {Trips_Doubt_Above_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_doubt_above_species = /** @type {((inputs?: Trips_Doubt_Above_SpeciesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Doubt_Above_SpeciesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_doubt_above_species(inputs)
	if (locale === "de") return de_trips_doubt_above_species(inputs)
	if (locale === "fr") return fr_trips_doubt_above_species(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_doubt_above_species(inputs)
	return en_trips_doubt_above_species(inputs)
});