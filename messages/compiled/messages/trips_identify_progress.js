/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Trips_Identify_ProgressInputs */

const en_trips_identify_progress = /** @type {(inputs: Trips_Identify_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.total} sightings identified`)
};

const es_trips_identify_progress = /** @type {(inputs: Trips_Identify_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.total} avistamientos identificados`)
};

const de_trips_identify_progress = /** @type {(inputs: Trips_Identify_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} von ${i?.total} Sichtungen bestimmt`)
};

const fr_trips_identify_progress = /** @type {(inputs: Trips_Identify_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} observations identifiées sur ${i?.total}`)
};

const zh_hans1_trips_identify_progress = /** @type {(inputs: Trips_Identify_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已识别 ${i?.done}/${i?.total} 个目击记录`)
};

/**
* | output |
* | --- |
* | "{done} of {total} sightings identified" |
*
* @param {Trips_Identify_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_identify_progress = /** @type {((inputs: Trips_Identify_ProgressInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Identify_ProgressInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_identify_progress(inputs)
	if (locale === "de") return de_trips_identify_progress(inputs)
	if (locale === "fr") return fr_trips_identify_progress(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_identify_progress(inputs)
	return en_trips_identify_progress(inputs)
});