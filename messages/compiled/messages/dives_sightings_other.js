/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Sightings_OtherInputs */

const en_dives_sightings_other = /** @type {(inputs: Dives_Sightings_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sightings`)
};

const es_dives_sightings_other = /** @type {(inputs: Dives_Sightings_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} avistamientos`)
};

const de_dives_sightings_other = /** @type {(inputs: Dives_Sightings_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Sichtungen`)
};

const fr_dives_sightings_other = /** @type {(inputs: Dives_Sightings_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} observations`)
};

const zh_hans1_dives_sightings_other = /** @type {(inputs: Dives_Sightings_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 条目击记录`)
};

/**
* | output |
* | --- |
* | "{count} sightings" |
*
* @param {Dives_Sightings_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_sightings_other = /** @type {((inputs: Dives_Sightings_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Sightings_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_sightings_other(inputs)
	if (locale === "de") return de_dives_sightings_other(inputs)
	if (locale === "fr") return fr_dives_sightings_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_sightings_other(inputs)
	return en_dives_sightings_other(inputs)
});