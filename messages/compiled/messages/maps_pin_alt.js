/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Pin_AltInputs */

const en_maps_pin_alt = /** @type {(inputs: Maps_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pin`)
};

const es_maps_pin_alt = /** @type {(inputs: Maps_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcador`)
};

const de_maps_pin_alt = /** @type {(inputs: Maps_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stecknadel`)
};

const fr_maps_pin_alt = /** @type {(inputs: Maps_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repère`)
};

const zh_hans1_maps_pin_alt = /** @type {(inputs: Maps_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标记`)
};

/**
* | output |
* | --- |
* | "Pin" |
*
* @param {Maps_Pin_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_pin_alt = /** @type {((inputs?: Maps_Pin_AltInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Pin_AltInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_pin_alt(inputs)
	if (locale === "de") return de_maps_pin_alt(inputs)
	if (locale === "fr") return fr_maps_pin_alt(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_pin_alt(inputs)
	return en_maps_pin_alt(inputs)
});