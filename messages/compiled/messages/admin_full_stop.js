/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Full_StopInputs */

const en_admin_full_stop = /** @type {(inputs: Admin_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const es_admin_full_stop = /** @type {(inputs: Admin_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const de_admin_full_stop = /** @type {(inputs: Admin_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const fr_admin_full_stop = /** @type {(inputs: Admin_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const zh_hans1_admin_full_stop = /** @type {(inputs: Admin_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`。`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Admin_Full_StopInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_full_stop = /** @type {((inputs?: Admin_Full_StopInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Full_StopInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_full_stop(inputs)
	if (locale === "de") return de_admin_full_stop(inputs)
	if (locale === "fr") return fr_admin_full_stop(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_full_stop(inputs)
	return en_admin_full_stop(inputs)
});