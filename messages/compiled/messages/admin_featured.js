/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_FeaturedInputs */

const en_admin_featured = /** @type {(inputs: Admin_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured`)
};

const es_admin_featured = /** @type {(inputs: Admin_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destacada`)
};

const de_admin_featured = /** @type {(inputs: Admin_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelfoto`)
};

const fr_admin_featured = /** @type {(inputs: Admin_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise en avant`)
};

const zh_hans1_admin_featured = /** @type {(inputs: Admin_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`精选`)
};

/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Admin_FeaturedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_featured = /** @type {((inputs?: Admin_FeaturedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_FeaturedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_featured(inputs)
	if (locale === "de") return de_admin_featured(inputs)
	if (locale === "fr") return fr_admin_featured(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_featured(inputs)
	return en_admin_featured(inputs)
});