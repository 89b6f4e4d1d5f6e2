/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_NoInputs */

const en_admin_no = /** @type {(inputs: Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const es_admin_no = /** @type {(inputs: Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const de_admin_no = /** @type {(inputs: Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nein`)
};

const fr_admin_no = /** @type {(inputs: Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non`)
};

const zh_hans1_admin_no = /** @type {(inputs: Admin_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`否`)
};

/**
* | output |
* | --- |
* | "No" |
*
* @param {Admin_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_no = /** @type {((inputs?: Admin_NoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_NoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no(inputs)
	if (locale === "de") return de_admin_no(inputs)
	if (locale === "fr") return fr_admin_no(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_no(inputs)
	return en_admin_no(inputs)
});