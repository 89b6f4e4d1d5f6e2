/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Identify_ErrorInputs */

const en_trips_identify_error = /** @type {(inputs: Trips_Identify_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The identification could not be started. Please try again.`)
};

const es_trips_identify_error = /** @type {(inputs: Trips_Identify_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar la identificación. Inténtalo de nuevo.`)
};

const de_trips_identify_error = /** @type {(inputs: Trips_Identify_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestimmung konnte nicht gestartet werden. Bitte versuche es erneut.`)
};

const fr_trips_identify_error = /** @type {(inputs: Trips_Identify_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’identification n’a pas pu démarrer. Veuillez réessayer.`)
};

const zh_hans1_trips_identify_error = /** @type {(inputs: Trips_Identify_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法开始识别，请重试。`)
};

/**
* | output |
* | --- |
* | "The identification could not be started. Please try again." |
*
* @param {Trips_Identify_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_identify_error = /** @type {((inputs?: Trips_Identify_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Identify_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_identify_error(inputs)
	if (locale === "de") return de_trips_identify_error(inputs)
	if (locale === "fr") return fr_trips_identify_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_identify_error(inputs)
	return en_trips_identify_error(inputs)
});