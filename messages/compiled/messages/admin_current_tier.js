/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Admin_Current_TierInputs */

const en_admin_current_tier = /** @type {(inputs: Admin_Current_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Current tier: ${i?.tier}`)
};

const es_admin_current_tier = /** @type {(inputs: Admin_Current_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel actual: ${i?.tier}`)
};

const de_admin_current_tier = /** @type {(inputs: Admin_Current_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aktuelle Stufe: ${i?.tier}`)
};

const fr_admin_current_tier = /** @type {(inputs: Admin_Current_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Niveau actuel : ${i?.tier}`)
};

const zh_hans1_admin_current_tier = /** @type {(inputs: Admin_Current_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`当前等级：${i?.tier}`)
};

/**
* | output |
* | --- |
* | "Current tier: {tier}" |
*
* @param {Admin_Current_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_current_tier = /** @type {((inputs: Admin_Current_TierInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Current_TierInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_current_tier(inputs)
	if (locale === "de") return de_admin_current_tier(inputs)
	if (locale === "fr") return fr_admin_current_tier(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_current_tier(inputs)
	return en_admin_current_tier(inputs)
});