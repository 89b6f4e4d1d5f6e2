/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, reason: NonNullable<unknown> }} Trips_RefusedInputs */

const en_trips_refused = /** @type {(inputs: Trips_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was not taken: ${i?.reason}`)
};

const es_trips_refused = /** @type {(inputs: Trips_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no se aceptó: ${i?.reason}`)
};

const de_trips_refused = /** @type {(inputs: Trips_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wurde nicht angenommen: ${i?.reason}`)
};

const fr_trips_refused = /** @type {(inputs: Trips_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n'a pas été acceptée : ${i?.reason}`)
};

const zh_hans1_trips_refused = /** @type {(inputs: Trips_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 未被接收：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "{name} was not taken: {reason}" |
*
* @param {Trips_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_refused = /** @type {((inputs: Trips_RefusedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_RefusedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_refused(inputs)
	if (locale === "de") return de_trips_refused(inputs)
	if (locale === "fr") return fr_trips_refused(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_refused(inputs)
	return en_trips_refused(inputs)
});