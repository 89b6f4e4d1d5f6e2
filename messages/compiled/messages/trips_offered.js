/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_OfferedInputs */

const en_trips_offered = /** @type {(inputs: Trips_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offered to the catalogue`)
};

const es_trips_offered = /** @type {(inputs: Trips_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofrecido al catálogo`)
};

const de_trips_offered = /** @type {(inputs: Trips_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dem Katalog angeboten`)
};

const fr_trips_offered = /** @type {(inputs: Trips_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposé au catalogue`)
};

const zh_hans1_trips_offered = /** @type {(inputs: Trips_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已提供给目录`)
};

/**
* | output |
* | --- |
* | "Offered to the catalogue" |
*
* @param {Trips_OfferedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_offered = /** @type {((inputs?: Trips_OfferedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_OfferedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_offered(inputs)
	if (locale === "de") return de_trips_offered(inputs)
	if (locale === "fr") return fr_trips_offered(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_offered(inputs)
	return en_trips_offered(inputs)
});