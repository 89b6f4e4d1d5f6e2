/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Trips_Not_IdentifiedInputs */

const en_error_trips_not_identified = /** @type {(inputs: Error_Trips_Not_IdentifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sighting has no identification to name yet`)
};

const es_error_trips_not_identified = /** @type {(inputs: Error_Trips_Not_IdentifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este avistamiento aún no tiene una identificación que nombrar`)
};

const de_error_trips_not_identified = /** @type {(inputs: Error_Trips_Not_IdentifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Sichtung hat noch keine Bestimmung, die man benennen könnte`)
};

const fr_error_trips_not_identified = /** @type {(inputs: Error_Trips_Not_IdentifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette observation n’a pas encore d’identification à nommer`)
};

const zh_hans1_error_trips_not_identified = /** @type {(inputs: Error_Trips_Not_IdentifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这个目击记录还没有可命名的识别结果`)
};

/**
* | output |
* | --- |
* | "This sighting has no identification to name yet" |
*
* @param {Error_Trips_Not_IdentifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_not_identified = /** @type {((inputs?: Error_Trips_Not_IdentifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Not_IdentifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_not_identified(inputs)
	if (locale === "de") return de_error_trips_not_identified(inputs)
	if (locale === "fr") return fr_error_trips_not_identified(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_not_identified(inputs)
	return en_error_trips_not_identified(inputs)
});