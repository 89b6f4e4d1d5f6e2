/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Clock_PhotoInputs */

const en_dives_clock_photo = /** @type {(inputs: Dives_Clock_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo`)
};

const es_dives_clock_photo = /** @type {(inputs: Dives_Clock_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto`)
};

const de_dives_clock_photo = /** @type {(inputs: Dives_Clock_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto`)
};

const fr_dives_clock_photo = /** @type {(inputs: Dives_Clock_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo`)
};

const zh_hans1_dives_clock_photo = /** @type {(inputs: Dives_Clock_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照片`)
};

/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Dives_Clock_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_clock_photo = /** @type {((inputs?: Dives_Clock_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Clock_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_clock_photo(inputs)
	if (locale === "de") return de_dives_clock_photo(inputs)
	if (locale === "fr") return fr_dives_clock_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_clock_photo(inputs)
	return en_dives_clock_photo(inputs)
});