/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Experts_OnlyInputs */

const en_admin_experts_only = /** @type {(inputs: Admin_Experts_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts only`)
};

const es_admin_experts_only = /** @type {(inputs: Admin_Experts_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo expertos`)
};

const de_admin_experts_only = /** @type {(inputs: Admin_Experts_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Experten`)
};

const fr_admin_experts_only = /** @type {(inputs: Admin_Experts_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts uniquement`)
};

const zh_hans1_admin_experts_only = /** @type {(inputs: Admin_Experts_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`仅看专家`)
};

/**
* | output |
* | --- |
* | "Experts only" |
*
* @param {Admin_Experts_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_experts_only = /** @type {((inputs?: Admin_Experts_OnlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Experts_OnlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_experts_only(inputs)
	if (locale === "de") return de_admin_experts_only(inputs)
	if (locale === "fr") return fr_admin_experts_only(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_experts_only(inputs)
	return en_admin_experts_only(inputs)
});