/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_List_LabelInputs */

const en_trips_list_label = /** @type {(inputs: Trips_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your trips`)
};

const es_trips_list_label = /** @type {(inputs: Trips_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus viajes`)
};

const de_trips_list_label = /** @type {(inputs: Trips_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Reisen`)
};

const fr_trips_list_label = /** @type {(inputs: Trips_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos voyages`)
};

const zh_hans1_trips_list_label = /** @type {(inputs: Trips_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的旅行`)
};

/**
* | output |
* | --- |
* | "Your trips" |
*
* @param {Trips_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_list_label = /** @type {((inputs?: Trips_List_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_List_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_list_label(inputs)
	if (locale === "de") return de_trips_list_label(inputs)
	if (locale === "fr") return fr_trips_list_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_list_label(inputs)
	return en_trips_list_label(inputs)
});