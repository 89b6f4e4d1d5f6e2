/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Maps_On_DateInputs */

const en_maps_on_date = /** @type {(inputs: Maps_On_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On ${i?.date}`)
};

const es_maps_on_date = /** @type {(inputs: Maps_On_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El ${i?.date}`)
};

const de_maps_on_date = /** @type {(inputs: Maps_On_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Am ${i?.date}`)
};

const fr_maps_on_date = /** @type {(inputs: Maps_On_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.date}`)
};

const zh_hans1_maps_on_date = /** @type {(inputs: Maps_On_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}`)
};

/**
* | output |
* | --- |
* | "On {date}" |
*
* @param {Maps_On_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_on_date = /** @type {((inputs: Maps_On_DateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_On_DateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_on_date(inputs)
	if (locale === "de") return de_maps_on_date(inputs)
	if (locale === "fr") return fr_maps_on_date(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_on_date(inputs)
	return en_maps_on_date(inputs)
});