/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Doubt_Not_Recorded_At_DepthInputs */

const en_trips_doubt_not_recorded_at_depth = /** @type {(inputs: Trips_Doubt_Not_Recorded_At_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not recorded at this depth`)
};

const es_trips_doubt_not_recorded_at_depth = /** @type {(inputs: Trips_Doubt_Not_Recorded_At_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin registros a esta profundidad`)
};

const de_trips_doubt_not_recorded_at_depth = /** @type {(inputs: Trips_Doubt_Not_Recorded_At_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In dieser Tiefe nicht nachgewiesen`)
};

const fr_trips_doubt_not_recorded_at_depth = /** @type {(inputs: Trips_Doubt_Not_Recorded_At_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jamais signalé à cette profondeur`)
};

const zh_hans1_trips_doubt_not_recorded_at_depth = /** @type {(inputs: Trips_Doubt_Not_Recorded_At_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此深度没有记录`)
};

/**
* | output |
* | --- |
* | "Not recorded at this depth" |
*
* @param {Trips_Doubt_Not_Recorded_At_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_doubt_not_recorded_at_depth = /** @type {((inputs?: Trips_Doubt_Not_Recorded_At_DepthInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Doubt_Not_Recorded_At_DepthInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_doubt_not_recorded_at_depth(inputs)
	if (locale === "de") return de_trips_doubt_not_recorded_at_depth(inputs)
	if (locale === "fr") return fr_trips_doubt_not_recorded_at_depth(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_doubt_not_recorded_at_depth(inputs)
	return en_trips_doubt_not_recorded_at_depth(inputs)
});