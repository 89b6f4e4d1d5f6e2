/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_AcceptInputs */

const en_trips_accept = /** @type {(inputs: Trips_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

const es_trips_accept = /** @type {(inputs: Trips_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar`)
};

const de_trips_accept = /** @type {(inputs: Trips_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annehmen`)
};

const fr_trips_accept = /** @type {(inputs: Trips_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter`)
};

const zh_hans1_trips_accept = /** @type {(inputs: Trips_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`接受`)
};

/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Trips_AcceptInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_accept = /** @type {((inputs?: Trips_AcceptInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_AcceptInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_accept(inputs)
	if (locale === "de") return de_trips_accept(inputs)
	if (locale === "fr") return fr_trips_accept(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_accept(inputs)
	return en_trips_accept(inputs)
});