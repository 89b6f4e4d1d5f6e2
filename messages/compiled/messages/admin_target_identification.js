/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_IdentificationInputs */

const en_admin_target_identification = /** @type {(inputs: Admin_Target_IdentificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`identification`)
};

const es_admin_target_identification = /** @type {(inputs: Admin_Target_IdentificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`identificación`)
};

const de_admin_target_identification = /** @type {(inputs: Admin_Target_IdentificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung`)
};

const fr_admin_target_identification = /** @type {(inputs: Admin_Target_IdentificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`identification`)
};

const zh_hans1_admin_target_identification = /** @type {(inputs: Admin_Target_IdentificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别`)
};

/**
* | output |
* | --- |
* | "identification" |
*
* @param {Admin_Target_IdentificationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_target_identification = /** @type {((inputs?: Admin_Target_IdentificationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_IdentificationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_target_identification(inputs)
	if (locale === "de") return de_admin_target_identification(inputs)
	if (locale === "fr") return fr_admin_target_identification(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_target_identification(inputs)
	return en_admin_target_identification(inputs)
});