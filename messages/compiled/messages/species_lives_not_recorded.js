/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Lives_Not_RecordedInputs */

const en_species_lives_not_recorded = /** @type {(inputs: Species_Lives_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not recorded`)
};

const es_species_lives_not_recorded = /** @type {(inputs: Species_Lives_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin registro`)
};

const de_species_lives_not_recorded = /** @type {(inputs: Species_Lives_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nicht erfasst`)
};

const fr_species_lives_not_recorded = /** @type {(inputs: Species_Lives_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non renseigné`)
};

const zh_hans1_species_lives_not_recorded = /** @type {(inputs: Species_Lives_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未记录`)
};

/**
* | output |
* | --- |
* | "not recorded" |
*
* @param {Species_Lives_Not_RecordedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_lives_not_recorded = /** @type {((inputs?: Species_Lives_Not_RecordedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Lives_Not_RecordedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_lives_not_recorded(inputs)
	if (locale === "de") return de_species_lives_not_recorded(inputs)
	if (locale === "fr") return fr_species_lives_not_recorded(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_lives_not_recorded(inputs)
	return en_species_lives_not_recorded(inputs)
});