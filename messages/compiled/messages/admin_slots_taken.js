/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Slots_TakenInputs */

const en_admin_slots_taken = /** @type {(inputs: Admin_Slots_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slots Taken`)
};

const es_admin_slots_taken = /** @type {(inputs: Admin_Slots_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazas ocupadas`)
};

const de_admin_slots_taken = /** @type {(inputs: Admin_Slots_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergebene Plätze`)
};

const fr_admin_slots_taken = /** @type {(inputs: Admin_Slots_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places prises`)
};

const zh_hans1_admin_slots_taken = /** @type {(inputs: Admin_Slots_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已用名额`)
};

/**
* | output |
* | --- |
* | "Slots Taken" |
*
* @param {Admin_Slots_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_slots_taken = /** @type {((inputs?: Admin_Slots_TakenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Slots_TakenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_slots_taken(inputs)
	if (locale === "de") return de_admin_slots_taken(inputs)
	if (locale === "fr") return fr_admin_slots_taken(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_slots_taken(inputs)
	return en_admin_slots_taken(inputs)
});