/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_No_DateInputs */

const en_maps_no_date = /** @type {(inputs: Maps_No_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No date given.`)
};

const es_maps_no_date = /** @type {(inputs: Maps_No_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin fecha.`)
};

const de_maps_no_date = /** @type {(inputs: Maps_No_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Datum angegeben.`)
};

const fr_maps_no_date = /** @type {(inputs: Maps_No_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune date indiquée.`)
};

const zh_hans1_maps_no_date = /** @type {(inputs: Maps_No_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未提供日期。`)
};

/**
* | output |
* | --- |
* | "No date given." |
*
* @param {Maps_No_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_no_date = /** @type {((inputs?: Maps_No_DateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_No_DateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_no_date(inputs)
	if (locale === "de") return de_maps_no_date(inputs)
	if (locale === "fr") return fr_maps_no_date(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_no_date(inputs)
	return en_maps_no_date(inputs)
});