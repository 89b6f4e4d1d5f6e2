/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Identify_Progress_LabelInputs */

const en_trips_identify_progress_label = /** @type {(inputs: Trips_Identify_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sightings identified`)
};

const es_trips_identify_progress_label = /** @type {(inputs: Trips_Identify_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avistamientos identificados`)
};

const de_trips_identify_progress_label = /** @type {(inputs: Trips_Identify_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmte Sichtungen`)
};

const fr_trips_identify_progress_label = /** @type {(inputs: Trips_Identify_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations identifiées`)
};

const zh_hans1_trips_identify_progress_label = /** @type {(inputs: Trips_Identify_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已识别的目击记录`)
};

/**
* | output |
* | --- |
* | "Sightings identified" |
*
* @param {Trips_Identify_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_identify_progress_label = /** @type {((inputs?: Trips_Identify_Progress_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Identify_Progress_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_identify_progress_label(inputs)
	if (locale === "de") return de_trips_identify_progress_label(inputs)
	if (locale === "fr") return fr_trips_identify_progress_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_identify_progress_label(inputs)
	return en_trips_identify_progress_label(inputs)
});