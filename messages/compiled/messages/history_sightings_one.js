/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} History_Sightings_OneInputs */

const en_history_sightings_one = /** @type {(inputs: History_Sightings_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sighting`)
};

const es_history_sightings_one = /** @type {(inputs: History_Sightings_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} avistamiento`)
};

const de_history_sightings_one = /** @type {(inputs: History_Sightings_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Sichtung`)
};

const fr_history_sightings_one = /** @type {(inputs: History_Sightings_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} observation`)
};

const zh_hans1_history_sightings_one = /** @type {(inputs: History_Sightings_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次目击`)
};

/**
* | output |
* | --- |
* | "{count} sighting" |
*
* @param {History_Sightings_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_sightings_one = /** @type {((inputs: History_Sightings_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Sightings_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_sightings_one(inputs)
	if (locale === "de") return de_history_sightings_one(inputs)
	if (locale === "fr") return fr_history_sightings_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_sightings_one(inputs)
	return en_history_sightings_one(inputs)
});