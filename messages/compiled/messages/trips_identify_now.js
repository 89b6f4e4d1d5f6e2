/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Identify_NowInputs */

const en_trips_identify_now = /** @type {(inputs: Trips_Identify_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Now`)
};

const es_trips_identify_now = /** @type {(inputs: Trips_Identify_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora`)
};

const de_trips_identify_now = /** @type {(inputs: Trips_Identify_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt`)
};

const fr_trips_identify_now = /** @type {(inputs: Trips_Identify_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maintenant`)
};

const zh_hans1_trips_identify_now = /** @type {(inputs: Trips_Identify_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即`)
};

/**
* | output |
* | --- |
* | "Now" |
*
* @param {Trips_Identify_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_identify_now = /** @type {((inputs?: Trips_Identify_NowInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Identify_NowInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_identify_now(inputs)
	if (locale === "de") return de_trips_identify_now(inputs)
	if (locale === "fr") return fr_trips_identify_now(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_identify_now(inputs)
	return en_trips_identify_now(inputs)
});