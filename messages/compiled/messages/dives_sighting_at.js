/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, depth: NonNullable<unknown>, elapsed: NonNullable<unknown> }} Dives_Sighting_AtInputs */

const en_dives_sighting_at = /** @type {(inputs: Dives_Sighting_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} at ${i?.depth}, ${i?.elapsed} into the dive`)
};

const es_dives_sighting_at = /** @type {(inputs: Dives_Sighting_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a ${i?.depth}, a los ${i?.elapsed} de inmersión`)
};

const de_dives_sighting_at = /** @type {(inputs: Dives_Sighting_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in ${i?.depth}, ${i?.elapsed} nach Beginn des Tauchgangs`)
};

const fr_dives_sighting_at = /** @type {(inputs: Dives_Sighting_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} à ${i?.depth}, à ${i?.elapsed} de plongée`)
};

const zh_hans1_dives_sighting_at = /** @type {(inputs: Dives_Sighting_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}，深度 ${i?.depth}，潜水第 ${i?.elapsed}`)
};

/**
* | output |
* | --- |
* | "{name} at {depth}, {elapsed} into the dive" |
*
* @param {Dives_Sighting_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_sighting_at = /** @type {((inputs: Dives_Sighting_AtInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Sighting_AtInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_sighting_at(inputs)
	if (locale === "de") return de_dives_sighting_at(inputs)
	if (locale === "fr") return fr_dives_sighting_at(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_sighting_at(inputs)
	return en_dives_sighting_at(inputs)
});