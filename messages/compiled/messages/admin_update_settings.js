/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Update_SettingsInputs */

const en_admin_update_settings = /** @type {(inputs: Admin_Update_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Settings`)
};

const es_admin_update_settings = /** @type {(inputs: Admin_Update_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar ajustes`)
};

const de_admin_update_settings = /** @type {(inputs: Admin_Update_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen ändern`)
};

const fr_admin_update_settings = /** @type {(inputs: Admin_Update_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier les réglages`)
};

const zh_hans1_admin_update_settings = /** @type {(inputs: Admin_Update_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`修改设置`)
};

/**
* | output |
* | --- |
* | "Update Settings" |
*
* @param {Admin_Update_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_update_settings = /** @type {((inputs?: Admin_Update_SettingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Update_SettingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_update_settings(inputs)
	if (locale === "de") return de_admin_update_settings(inputs)
	if (locale === "fr") return fr_admin_update_settings(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_update_settings(inputs)
	return en_admin_update_settings(inputs)
});