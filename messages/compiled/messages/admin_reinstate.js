/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ReinstateInputs */

const en_admin_reinstate = /** @type {(inputs: Admin_ReinstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reinstate`)
};

const es_admin_reinstate = /** @type {(inputs: Admin_ReinstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reactivar`)
};

const de_admin_reinstate = /** @type {(inputs: Admin_ReinstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freigeben`)
};

const fr_admin_reinstate = /** @type {(inputs: Admin_ReinstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablir`)
};

const zh_hans1_admin_reinstate = /** @type {(inputs: Admin_ReinstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复`)
};

/**
* | output |
* | --- |
* | "Reinstate" |
*
* @param {Admin_ReinstateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_reinstate = /** @type {((inputs?: Admin_ReinstateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReinstateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_reinstate(inputs)
	if (locale === "de") return de_admin_reinstate(inputs)
	if (locale === "fr") return fr_admin_reinstate(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_reinstate(inputs)
	return en_admin_reinstate(inputs)
});