/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ taxa: NonNullable<unknown>, sightings: NonNullable<unknown> }} History_Life_List_CountInputs */

const en_history_life_list_count = /** @type {(inputs: History_Life_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taxa} seen, ${i?.sightings}`)
};

const es_history_life_list_count = /** @type {(inputs: History_Life_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taxa} vistos, ${i?.sightings}`)
};

const de_history_life_list_count = /** @type {(inputs: History_Life_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taxa} gesehen, ${i?.sightings}`)
};

const fr_history_life_list_count = /** @type {(inputs: History_Life_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taxa} vus, ${i?.sightings}`)
};

const zh_hans1_history_life_list_count = /** @type {(inputs: History_Life_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已见 ${i?.taxa}，${i?.sightings}`)
};

/**
* | output |
* | --- |
* | "{taxa} seen, {sightings}" |
*
* @param {History_Life_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_life_list_count = /** @type {((inputs: History_Life_List_CountInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Life_List_CountInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_life_list_count(inputs)
	if (locale === "de") return de_history_life_list_count(inputs)
	if (locale === "fr") return fr_history_life_list_count(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_life_list_count(inputs)
	return en_history_life_list_count(inputs)
});