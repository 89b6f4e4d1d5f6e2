/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ErrorInputs */

const en_admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const es_admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const de_admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

const fr_admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

const zh_hans1_admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`出错了`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Admin_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_error = /** @type {((inputs?: Admin_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_error(inputs)
	if (locale === "de") return de_admin_error(inputs)
	if (locale === "fr") return fr_admin_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_error(inputs)
	return en_admin_error(inputs)
});