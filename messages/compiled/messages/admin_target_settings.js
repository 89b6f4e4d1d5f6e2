/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_SettingsInputs */

const en_admin_target_settings = /** @type {(inputs: Admin_Target_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`settings`)
};

const es_admin_target_settings = /** @type {(inputs: Admin_Target_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ajustes`)
};

const de_admin_target_settings = /** @type {(inputs: Admin_Target_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen`)
};

const fr_admin_target_settings = /** @type {(inputs: Admin_Target_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`réglages`)
};

const zh_hans1_admin_target_settings = /** @type {(inputs: Admin_Target_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置`)
};

/**
* | output |
* | --- |
* | "settings" |
*
* @param {Admin_Target_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_target_settings = /** @type {((inputs?: Admin_Target_SettingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_SettingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_target_settings(inputs)
	if (locale === "de") return de_admin_target_settings(inputs)
	if (locale === "fr") return fr_admin_target_settings(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_target_settings(inputs)
	return en_admin_target_settings(inputs)
});