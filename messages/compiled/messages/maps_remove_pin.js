/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Remove_PinInputs */

const en_maps_remove_pin = /** @type {(inputs: Maps_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the pin`)
};

const es_maps_remove_pin = /** @type {(inputs: Maps_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar la marca`)
};

const de_maps_remove_pin = /** @type {(inputs: Maps_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markierung entfernen`)
};

const fr_maps_remove_pin = /** @type {(inputs: Maps_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l’épingle`)
};

const zh_hans1_maps_remove_pin = /** @type {(inputs: Maps_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除标记`)
};

/**
* | output |
* | --- |
* | "Remove the pin" |
*
* @param {Maps_Remove_PinInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_remove_pin = /** @type {((inputs?: Maps_Remove_PinInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Remove_PinInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_remove_pin(inputs)
	if (locale === "de") return de_maps_remove_pin(inputs)
	if (locale === "fr") return fr_maps_remove_pin(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_remove_pin(inputs)
	return en_maps_remove_pin(inputs)
});