/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Featured_AlreadyInputs */

const en_admin_featured_already = /** @type {(inputs: Admin_Featured_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already the featured photo`)
};

const es_admin_featured_already = /** @type {(inputs: Admin_Featured_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya es la foto destacada`)
};

const de_admin_featured_already = /** @type {(inputs: Admin_Featured_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schon das Titelfoto`)
};

const fr_admin_featured_already = /** @type {(inputs: Admin_Featured_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est déjà la photo mise en avant`)
};

const zh_hans1_admin_featured_already = /** @type {(inputs: Admin_Featured_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已是精选照片`)
};

/**
* | output |
* | --- |
* | "Already the featured photo" |
*
* @param {Admin_Featured_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_featured_already = /** @type {((inputs?: Admin_Featured_AlreadyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Featured_AlreadyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_featured_already(inputs)
	if (locale === "de") return de_admin_featured_already(inputs)
	if (locale === "fr") return fr_admin_featured_already(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_featured_already(inputs)
	return en_admin_featured_already(inputs)
});