/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Total_SlotsInputs */

const en_admin_total_slots = /** @type {(inputs: Admin_Total_SlotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Slots`)
};

const es_admin_total_slots = /** @type {(inputs: Admin_Total_SlotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazas en total`)
};

const de_admin_total_slots = /** @type {(inputs: Admin_Total_SlotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze insgesamt`)
};

const fr_admin_total_slots = /** @type {(inputs: Admin_Total_SlotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places au total`)
};

const zh_hans1_admin_total_slots = /** @type {(inputs: Admin_Total_SlotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名额总数`)
};

/**
* | output |
* | --- |
* | "Total Slots" |
*
* @param {Admin_Total_SlotsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_total_slots = /** @type {((inputs?: Admin_Total_SlotsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Total_SlotsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_total_slots(inputs)
	if (locale === "de") return de_admin_total_slots(inputs)
	if (locale === "fr") return fr_admin_total_slots(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_total_slots(inputs)
	return en_admin_total_slots(inputs)
});