/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_AcceptedInputs */

const en_trips_accepted = /** @type {(inputs: Trips_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted`)
};

const es_trips_accepted = /** @type {(inputs: Trips_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptado`)
};

const de_trips_accepted = /** @type {(inputs: Trips_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angenommen`)
};

const fr_trips_accepted = /** @type {(inputs: Trips_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepté`)
};

const zh_hans1_trips_accepted = /** @type {(inputs: Trips_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已接受`)
};

/**
* | output |
* | --- |
* | "Accepted" |
*
* @param {Trips_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_accepted = /** @type {((inputs?: Trips_AcceptedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_AcceptedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_accepted(inputs)
	if (locale === "de") return de_trips_accepted(inputs)
	if (locale === "fr") return fr_trips_accepted(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_accepted(inputs)
	return en_trips_accepted(inputs)
});