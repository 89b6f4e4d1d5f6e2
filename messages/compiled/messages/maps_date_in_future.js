/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Date_In_FutureInputs */

const en_maps_date_in_future = /** @type {(inputs: Maps_Date_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The date cannot be in the future.`)
};

const es_maps_date_in_future = /** @type {(inputs: Maps_Date_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha no puede ser futura.`)
};

const de_maps_date_in_future = /** @type {(inputs: Maps_Date_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Datum darf nicht in der Zukunft liegen.`)
};

const fr_maps_date_in_future = /** @type {(inputs: Maps_Date_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date ne peut pas être dans le futur.`)
};

const zh_hans1_maps_date_in_future = /** @type {(inputs: Maps_Date_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期不能晚于今天。`)
};

/**
* | output |
* | --- |
* | "The date cannot be in the future." |
*
* @param {Maps_Date_In_FutureInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_date_in_future = /** @type {((inputs?: Maps_Date_In_FutureInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Date_In_FutureInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_date_in_future(inputs)
	if (locale === "de") return de_maps_date_in_future(inputs)
	if (locale === "fr") return fr_maps_date_in_future(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_date_in_future(inputs)
	return en_maps_date_in_future(inputs)
});