/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ offset: NonNullable<unknown> }} Dives_Clock_NowInputs */

const en_dives_clock_now = /** @type {(inputs: Dives_Clock_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Camera clock: ${i?.offset}.`)
};

const es_dives_clock_now = /** @type {(inputs: Dives_Clock_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reloj de la cámara: ${i?.offset}.`)
};

const de_dives_clock_now = /** @type {(inputs: Dives_Clock_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kamerauhr: ${i?.offset}.`)
};

const fr_dives_clock_now = /** @type {(inputs: Dives_Clock_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Horloge de l'appareil : ${i?.offset}.`)
};

const zh_hans1_dives_clock_now = /** @type {(inputs: Dives_Clock_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`相机时钟：${i?.offset}。`)
};

/**
* | output |
* | --- |
* | "Camera clock: {offset}." |
*
* @param {Dives_Clock_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_clock_now = /** @type {((inputs: Dives_Clock_NowInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Clock_NowInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_clock_now(inputs)
	if (locale === "de") return de_dives_clock_now(inputs)
	if (locale === "fr") return fr_dives_clock_now(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_clock_now(inputs)
	return en_dives_clock_now(inputs)
});