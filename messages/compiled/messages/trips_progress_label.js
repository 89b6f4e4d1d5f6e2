/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Progress_LabelInputs */

const en_trips_progress_label = /** @type {(inputs: Trips_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos sent`)
};

const es_trips_progress_label = /** @type {(inputs: Trips_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos enviadas`)
};

const de_trips_progress_label = /** @type {(inputs: Trips_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesendete Fotos`)
};

const fr_trips_progress_label = /** @type {(inputs: Trips_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos envoyées`)
};

const zh_hans1_trips_progress_label = /** @type {(inputs: Trips_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已发送的照片`)
};

/**
* | output |
* | --- |
* | "Photos sent" |
*
* @param {Trips_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_progress_label = /** @type {((inputs?: Trips_Progress_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Progress_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_progress_label(inputs)
	if (locale === "de") return de_trips_progress_label(inputs)
	if (locale === "fr") return fr_trips_progress_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_progress_label(inputs)
	return en_trips_progress_label(inputs)
});