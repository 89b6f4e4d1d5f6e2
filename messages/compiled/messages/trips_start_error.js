/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Start_ErrorInputs */

const en_trips_start_error = /** @type {(inputs: Trips_Start_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trip could not be started. Please try again.`)
};

const es_trips_start_error = /** @type {(inputs: Trips_Start_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el viaje. Inténtalo de nuevo.`)
};

const de_trips_start_error = /** @type {(inputs: Trips_Start_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Reise konnte nicht angelegt werden. Bitte versuche es erneut.`)
};

const fr_trips_start_error = /** @type {(inputs: Trips_Start_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le voyage n'a pas pu être créé. Veuillez réessayer.`)
};

const zh_hans1_trips_start_error = /** @type {(inputs: Trips_Start_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法新建旅行，请重试。`)
};

/**
* | output |
* | --- |
* | "The trip could not be started. Please try again." |
*
* @param {Trips_Start_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_start_error = /** @type {((inputs?: Trips_Start_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Start_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_start_error(inputs)
	if (locale === "de") return de_trips_start_error(inputs)
	if (locale === "fr") return fr_trips_start_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_start_error(inputs)
	return en_trips_start_error(inputs)
});