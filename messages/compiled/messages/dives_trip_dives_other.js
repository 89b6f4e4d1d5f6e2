/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Trip_Dives_OtherInputs */

const en_dives_trip_dives_other = /** @type {(inputs: Dives_Trip_Dives_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} dives`)
};

const es_dives_trip_dives_other = /** @type {(inputs: Dives_Trip_Dives_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} inmersiones`)
};

const de_dives_trip_dives_other = /** @type {(inputs: Dives_Trip_Dives_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Tauchgängen`)
};

const fr_dives_trip_dives_other = /** @type {(inputs: Dives_Trip_Dives_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} plongées`)
};

const zh_hans1_dives_trip_dives_other = /** @type {(inputs: Dives_Trip_Dives_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次潜水`)
};

/**
* | output |
* | --- |
* | "{count} dives" |
*
* @param {Dives_Trip_Dives_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_dives_other = /** @type {((inputs: Dives_Trip_Dives_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_Dives_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_dives_other(inputs)
	if (locale === "de") return de_dives_trip_dives_other(inputs)
	if (locale === "fr") return fr_dives_trip_dives_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_dives_other(inputs)
	return en_dives_trip_dives_other(inputs)
});