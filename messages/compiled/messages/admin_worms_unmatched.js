/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Worms_UnmatchedInputs */

const en_admin_worms_unmatched = /** @type {(inputs: Admin_Worms_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not found in WoRMS`)
};

const es_admin_worms_unmatched = /** @type {(inputs: Admin_Worms_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no está en WoRMS`)
};

const de_admin_worms_unmatched = /** @type {(inputs: Admin_Worms_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nicht in WoRMS gefunden`)
};

const fr_admin_worms_unmatched = /** @type {(inputs: Admin_Worms_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`introuvable dans WoRMS`)
};

const zh_hans1_admin_worms_unmatched = /** @type {(inputs: Admin_Worms_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS 中未找到`)
};

/**
* | output |
* | --- |
* | "not found in WoRMS" |
*
* @param {Admin_Worms_UnmatchedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_worms_unmatched = /** @type {((inputs?: Admin_Worms_UnmatchedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Worms_UnmatchedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_worms_unmatched(inputs)
	if (locale === "de") return de_admin_worms_unmatched(inputs)
	if (locale === "fr") return fr_admin_worms_unmatched(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_worms_unmatched(inputs)
	return en_admin_worms_unmatched(inputs)
});