/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_ActiveInputs */

const en_admin_status_active = /** @type {(inputs: Admin_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`active`)
};

const es_admin_status_active = /** @type {(inputs: Admin_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activo`)
};

const de_admin_status_active = /** @type {(inputs: Admin_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aktiv`)
};

const fr_admin_status_active = /** @type {(inputs: Admin_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`actif`)
};

const zh_hans1_admin_status_active = /** @type {(inputs: Admin_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正常`)
};

/**
* | output |
* | --- |
* | "active" |
*
* @param {Admin_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_status_active = /** @type {((inputs?: Admin_Status_ActiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_ActiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_status_active(inputs)
	if (locale === "de") return de_admin_status_active(inputs)
	if (locale === "fr") return fr_admin_status_active(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_status_active(inputs)
	return en_admin_status_active(inputs)
});