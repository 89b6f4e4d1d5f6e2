/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Accept_AllInputs */

const en_trips_accept_all = /** @type {(inputs: Trips_Accept_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept all that are sure`)
};

const es_trips_accept_all = /** @type {(inputs: Trips_Accept_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar todos los seguros`)
};

const de_trips_accept_all = /** @type {(inputs: Trips_Accept_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle sicheren annehmen`)
};

const fr_trips_accept_all = /** @type {(inputs: Trips_Accept_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter toutes les sûres`)
};

const zh_hans1_trips_accept_all = /** @type {(inputs: Trips_Accept_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`接受所有确定的`)
};

/**
* | output |
* | --- |
* | "Accept all that are sure" |
*
* @param {Trips_Accept_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_accept_all = /** @type {((inputs?: Trips_Accept_AllInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Accept_AllInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_accept_all(inputs)
	if (locale === "de") return de_trips_accept_all(inputs)
	if (locale === "fr") return fr_trips_accept_all(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_accept_all(inputs)
	return en_trips_accept_all(inputs)
});