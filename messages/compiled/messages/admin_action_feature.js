/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_FeatureInputs */

const en_admin_action_feature = /** @type {(inputs: Admin_Action_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chose the featured photo`)
};

const es_admin_action_feature = /** @type {(inputs: Admin_Action_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto destacada elegida`)
};

const de_admin_action_feature = /** @type {(inputs: Admin_Action_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelfoto gewählt`)
};

const fr_admin_action_feature = /** @type {(inputs: Admin_Action_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo mise en avant choisie`)
};

const zh_hans1_admin_action_feature = /** @type {(inputs: Admin_Action_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选定了精选照片`)
};

/**
* | output |
* | --- |
* | "Chose the featured photo" |
*
* @param {Admin_Action_FeatureInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_action_feature = /** @type {((inputs?: Admin_Action_FeatureInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_FeatureInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_action_feature(inputs)
	if (locale === "de") return de_admin_action_feature(inputs)
	if (locale === "fr") return fr_admin_action_feature(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_action_feature(inputs)
	return en_admin_action_feature(inputs)
});