/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Dives_Trip_DatesInputs */

const en_dives_trip_dates = /** @type {(inputs: Dives_Trip_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} to ${i?.to}`)
};

const es_dives_trip_dates = /** @type {(inputs: Dives_Trip_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`del ${i?.from} al ${i?.to}`)
};

const de_dives_trip_dates = /** @type {(inputs: Dives_Trip_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} bis ${i?.to}`)
};

const fr_dives_trip_dates = /** @type {(inputs: Dives_Trip_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`du ${i?.from} au ${i?.to}`)
};

const zh_hans1_dives_trip_dates = /** @type {(inputs: Dives_Trip_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} 至 ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{from} to {to}" |
*
* @param {Dives_Trip_DatesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_dates = /** @type {((inputs: Dives_Trip_DatesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_DatesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_dates(inputs)
	if (locale === "de") return de_dives_trip_dates(inputs)
	if (locale === "fr") return fr_dives_trip_dates(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_dates(inputs)
	return en_dives_trip_dates(inputs)
});