/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Date_InvalidInputs */

const en_maps_date_invalid = /** @type {(inputs: Maps_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid date.`)
};

const es_maps_date_invalid = /** @type {(inputs: Maps_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una fecha válida.`)
};

const de_maps_date_invalid = /** @type {(inputs: Maps_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib ein gültiges Datum ein.`)
};

const fr_maps_date_invalid = /** @type {(inputs: Maps_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une date valide.`)
};

const zh_hans1_maps_date_invalid = /** @type {(inputs: Maps_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入有效的日期。`)
};

/**
* | output |
* | --- |
* | "Please enter a valid date." |
*
* @param {Maps_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_date_invalid = /** @type {((inputs?: Maps_Date_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Date_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_date_invalid(inputs)
	if (locale === "de") return de_maps_date_invalid(inputs)
	if (locale === "fr") return fr_maps_date_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_date_invalid(inputs)
	return en_maps_date_invalid(inputs)
});