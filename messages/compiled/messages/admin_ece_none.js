/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ece_NoneInputs */

const en_admin_ece_none = /** @type {(inputs: Admin_Ece_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no sightings`)
};

const es_admin_ece_none = /** @type {(inputs: Admin_Ece_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin avistamientos`)
};

const de_admin_ece_none = /** @type {(inputs: Admin_Ece_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine Sichtungen`)
};

const fr_admin_ece_none = /** @type {(inputs: Admin_Ece_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune observation`)
};

const zh_hans1_admin_ece_none = /** @type {(inputs: Admin_Ece_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有目击记录`)
};

/**
* | output |
* | --- |
* | "no sightings" |
*
* @param {Admin_Ece_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_ece_none = /** @type {((inputs?: Admin_Ece_NoneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ece_NoneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ece_none(inputs)
	if (locale === "de") return de_admin_ece_none(inputs)
	if (locale === "fr") return fr_admin_ece_none(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_ece_none(inputs)
	return en_admin_ece_none(inputs)
});