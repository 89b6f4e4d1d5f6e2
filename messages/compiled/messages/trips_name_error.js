/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Name_ErrorInputs */

const en_trips_name_error = /** @type {(inputs: Trips_Name_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name could not be saved. Please try again.`)
};

const es_trips_name_error = /** @type {(inputs: Trips_Name_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el nombre. Inténtalo de nuevo.`)
};

const de_trips_name_error = /** @type {(inputs: Trips_Name_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name konnte nicht gespeichert werden. Bitte versuche es erneut.`)
};

const fr_trips_name_error = /** @type {(inputs: Trips_Name_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom n’a pas pu être enregistré. Veuillez réessayer.`)
};

const zh_hans1_trips_name_error = /** @type {(inputs: Trips_Name_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法保存名称，请重试。`)
};

/**
* | output |
* | --- |
* | "The name could not be saved. Please try again." |
*
* @param {Trips_Name_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_name_error = /** @type {((inputs?: Trips_Name_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Name_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_name_error(inputs)
	if (locale === "de") return de_trips_name_error(inputs)
	if (locale === "fr") return fr_trips_name_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_name_error(inputs)
	return en_trips_name_error(inputs)
});