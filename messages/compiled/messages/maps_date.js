/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_DateInputs */

const en_maps_date = /** @type {(inputs: Maps_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const es_maps_date = /** @type {(inputs: Maps_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

const de_maps_date = /** @type {(inputs: Maps_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum`)
};

const fr_maps_date = /** @type {(inputs: Maps_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const zh_hans1_maps_date = /** @type {(inputs: Maps_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Maps_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_date = /** @type {((inputs?: Maps_DateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_DateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_date(inputs)
	if (locale === "de") return de_maps_date(inputs)
	if (locale === "fr") return fr_maps_date(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_date(inputs)
	return en_maps_date(inputs)
});