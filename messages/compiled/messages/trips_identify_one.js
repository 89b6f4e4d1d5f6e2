/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trips_Identify_OneInputs */

const en_trips_identify_one = /** @type {(inputs: Trips_Identify_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Identify ${i?.count} sighting`)
};

const es_trips_identify_one = /** @type {(inputs: Trips_Identify_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Identificar ${i?.count} avistamiento`)
};

const de_trips_identify_one = /** @type {(inputs: Trips_Identify_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Sichtung bestimmen`)
};

const fr_trips_identify_one = /** @type {(inputs: Trips_Identify_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Identifier ${i?.count} observation`)
};

const zh_hans1_trips_identify_one = /** @type {(inputs: Trips_Identify_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`识别 ${i?.count} 个目击记录`)
};

/**
* | output |
* | --- |
* | "Identify {count} sighting" |
*
* @param {Trips_Identify_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_identify_one = /** @type {((inputs: Trips_Identify_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Identify_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_identify_one(inputs)
	if (locale === "de") return de_trips_identify_one(inputs)
	if (locale === "fr") return fr_trips_identify_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_identify_one(inputs)
	return en_trips_identify_one(inputs)
});