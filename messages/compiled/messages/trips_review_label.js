/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Review_LabelInputs */

const en_trips_review_label = /** @type {(inputs: Trips_Review_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identified sightings, doubtful first`)
};

const es_trips_review_label = /** @type {(inputs: Trips_Review_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avistamientos identificados, los dudosos primero`)
};

const de_trips_review_label = /** @type {(inputs: Trips_Review_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmte Sichtungen, die zweifelhaften zuerst`)
};

const fr_trips_review_label = /** @type {(inputs: Trips_Review_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations identifiées, les douteuses d’abord`)
};

const zh_hans1_trips_review_label = /** @type {(inputs: Trips_Review_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已识别的目击记录，存疑的在前`)
};

/**
* | output |
* | --- |
* | "Identified sightings, doubtful first" |
*
* @param {Trips_Review_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_review_label = /** @type {((inputs?: Trips_Review_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Review_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_review_label(inputs)
	if (locale === "de") return de_trips_review_label(inputs)
	if (locale === "fr") return fr_trips_review_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_review_label(inputs)
	return en_trips_review_label(inputs)
});