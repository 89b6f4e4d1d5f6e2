/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, site: NonNullable<unknown> }} Dives_Dive_AtInputs */

const en_dives_dive_at = /** @type {(inputs: Dives_Dive_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} at ${i?.site}`)
};

const es_dives_dive_at = /** @type {(inputs: Dives_Dive_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} en ${i?.site}`)
};

const de_dives_dive_at = /** @type {(inputs: Dives_Dive_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} am ${i?.site}`)
};

const fr_dives_dive_at = /** @type {(inputs: Dives_Dive_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} à ${i?.site}`)
};

const zh_hans1_dives_dive_at = /** @type {(inputs: Dives_Dive_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}，${i?.site}`)
};

/**
* | output |
* | --- |
* | "{date} at {site}" |
*
* @param {Dives_Dive_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_dive_at = /** @type {((inputs: Dives_Dive_AtInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Dive_AtInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_dive_at(inputs)
	if (locale === "de") return de_dives_dive_at(inputs)
	if (locale === "fr") return fr_dives_dive_at(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_dive_at(inputs)
	return en_dives_dive_at(inputs)
});