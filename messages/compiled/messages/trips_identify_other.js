/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trips_Identify_OtherInputs */

const en_trips_identify_other = /** @type {(inputs: Trips_Identify_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Identify ${i?.count} sightings`)
};

const es_trips_identify_other = /** @type {(inputs: Trips_Identify_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Identificar ${i?.count} avistamientos`)
};

const de_trips_identify_other = /** @type {(inputs: Trips_Identify_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Sichtungen bestimmen`)
};

const fr_trips_identify_other = /** @type {(inputs: Trips_Identify_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Identifier ${i?.count} observations`)
};

const zh_hans1_trips_identify_other = /** @type {(inputs: Trips_Identify_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`识别 ${i?.count} 个目击记录`)
};

/**
* | output |
* | --- |
* | "Identify {count} sightings" |
*
* @param {Trips_Identify_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_identify_other = /** @type {((inputs: Trips_Identify_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Identify_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_identify_other(inputs)
	if (locale === "de") return de_trips_identify_other(inputs)
	if (locale === "fr") return fr_trips_identify_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_identify_other(inputs)
	return en_trips_identify_other(inputs)
});