/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ offset: NonNullable<unknown> }} Dives_Clock_IsInputs */

const en_dives_clock_is = /** @type {(inputs: Dives_Clock_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The camera is ${i?.offset}.`)
};

const es_dives_clock_is = /** @type {(inputs: Dives_Clock_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La cámara va ${i?.offset}.`)
};

const de_dives_clock_is = /** @type {(inputs: Dives_Clock_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Kamera geht ${i?.offset}.`)
};

const fr_dives_clock_is = /** @type {(inputs: Dives_Clock_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'appareil photo est ${i?.offset}.`)
};

const zh_hans1_dives_clock_is = /** @type {(inputs: Dives_Clock_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`相机${i?.offset}。`)
};

/**
* | output |
* | --- |
* | "The camera is {offset}." |
*
* @param {Dives_Clock_IsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_clock_is = /** @type {((inputs: Dives_Clock_IsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Clock_IsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_clock_is(inputs)
	if (locale === "de") return de_dives_clock_is(inputs)
	if (locale === "fr") return fr_dives_clock_is(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_clock_is(inputs)
	return en_dives_clock_is(inputs)
});