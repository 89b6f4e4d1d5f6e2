/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Slots_RemainingInputs */

const en_admin_slots_remaining = /** @type {(inputs: Admin_Slots_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slots Remaining`)
};

const es_admin_slots_remaining = /** @type {(inputs: Admin_Slots_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazas libres`)
};

const de_admin_slots_remaining = /** @type {(inputs: Admin_Slots_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freie Plätze`)
};

const fr_admin_slots_remaining = /** @type {(inputs: Admin_Slots_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places restantes`)
};

const zh_hans1_admin_slots_remaining = /** @type {(inputs: Admin_Slots_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`剩余名额`)
};

/**
* | output |
* | --- |
* | "Slots Remaining" |
*
* @param {Admin_Slots_RemainingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_slots_remaining = /** @type {((inputs?: Admin_Slots_RemainingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Slots_RemainingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_slots_remaining(inputs)
	if (locale === "de") return de_admin_slots_remaining(inputs)
	if (locale === "fr") return fr_admin_slots_remaining(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_slots_remaining(inputs)
	return en_admin_slots_remaining(inputs)
});