/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Choose_TierInputs */

const en_admin_choose_tier = /** @type {(inputs: Admin_Choose_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a tier`)
};

const es_admin_choose_tier = /** @type {(inputs: Admin_Choose_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un nivel`)
};

const de_admin_choose_tier = /** @type {(inputs: Admin_Choose_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stufe wählen`)
};

const fr_admin_choose_tier = /** @type {(inputs: Admin_Choose_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un niveau`)
};

const zh_hans1_admin_choose_tier = /** @type {(inputs: Admin_Choose_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择等级`)
};

/**
* | output |
* | --- |
* | "Choose a tier" |
*
* @param {Admin_Choose_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_choose_tier = /** @type {((inputs?: Admin_Choose_TierInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Choose_TierInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_choose_tier(inputs)
	if (locale === "de") return de_admin_choose_tier(inputs)
	if (locale === "fr") return fr_admin_choose_tier(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_choose_tier(inputs)
	return en_admin_choose_tier(inputs)
});