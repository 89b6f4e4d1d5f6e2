/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_HigherInputs */

const en_admin_higher = /** @type {(inputs: Admin_HigherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Higher`)
};

const es_admin_higher = /** @type {(inputs: Admin_HigherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más arriba`)
};

const de_admin_higher = /** @type {(inputs: Admin_HigherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Höher`)
};

const fr_admin_higher = /** @type {(inputs: Admin_HigherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus haut`)
};

const zh_hans1_admin_higher = /** @type {(inputs: Admin_HigherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更高级别`)
};

/**
* | output |
* | --- |
* | "Higher" |
*
* @param {Admin_HigherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_higher = /** @type {((inputs?: Admin_HigherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_HigherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_higher(inputs)
	if (locale === "de") return de_admin_higher(inputs)
	if (locale === "fr") return fr_admin_higher(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_higher(inputs)
	return en_admin_higher(inputs)
});