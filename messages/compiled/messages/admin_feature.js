/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_FeatureInputs */

const en_admin_feature = /** @type {(inputs: Admin_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feature`)
};

const es_admin_feature = /** @type {(inputs: Admin_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destacar`)
};

const de_admin_feature = /** @type {(inputs: Admin_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Titelfoto`)
};

const fr_admin_feature = /** @type {(inputs: Admin_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre en avant`)
};

const zh_hans1_admin_feature = /** @type {(inputs: Admin_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设为精选`)
};

/**
* | output |
* | --- |
* | "Feature" |
*
* @param {Admin_FeatureInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_feature = /** @type {((inputs?: Admin_FeatureInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_FeatureInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_feature(inputs)
	if (locale === "de") return de_admin_feature(inputs)
	if (locale === "fr") return fr_admin_feature(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_feature(inputs)
	return en_admin_feature(inputs)
});