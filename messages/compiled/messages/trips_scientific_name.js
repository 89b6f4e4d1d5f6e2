/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Scientific_NameInputs */

const en_trips_scientific_name = /** @type {(inputs: Trips_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scientific name`)
};

const es_trips_scientific_name = /** @type {(inputs: Trips_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre científico`)
};

const de_trips_scientific_name = /** @type {(inputs: Trips_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wissenschaftlicher Name`)
};

const fr_trips_scientific_name = /** @type {(inputs: Trips_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom scientifique`)
};

const zh_hans1_trips_scientific_name = /** @type {(inputs: Trips_Scientific_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学名`)
};

/**
* | output |
* | --- |
* | "Scientific name" |
*
* @param {Trips_Scientific_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_scientific_name = /** @type {((inputs?: Trips_Scientific_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Scientific_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_scientific_name(inputs)
	if (locale === "de") return de_trips_scientific_name(inputs)
	if (locale === "fr") return fr_trips_scientific_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_scientific_name(inputs)
	return en_trips_scientific_name(inputs)
});