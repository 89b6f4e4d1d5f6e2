/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Trip_Dives_OneInputs */

const en_dives_trip_dives_one = /** @type {(inputs: Dives_Trip_Dives_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} dive`)
};

const es_dives_trip_dives_one = /** @type {(inputs: Dives_Trip_Dives_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} inmersión`)
};

const de_dives_trip_dives_one = /** @type {(inputs: Dives_Trip_Dives_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Tauchgang`)
};

const fr_dives_trip_dives_one = /** @type {(inputs: Dives_Trip_Dives_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} plongée`)
};

const zh_hans1_dives_trip_dives_one = /** @type {(inputs: Dives_Trip_Dives_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次潜水`)
};

/**
* | output |
* | --- |
* | "{count} dive" |
*
* @param {Dives_Trip_Dives_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_dives_one = /** @type {((inputs: Dives_Trip_Dives_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_Dives_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_dives_one(inputs)
	if (locale === "de") return de_dives_trip_dives_one(inputs)
	if (locale === "fr") return fr_dives_trip_dives_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_dives_one(inputs)
	return en_dives_trip_dives_one(inputs)
});