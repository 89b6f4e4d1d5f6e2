/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Save_SettingsInputs */

const en_admin_save_settings = /** @type {(inputs: Admin_Save_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Settings`)
};

const es_admin_save_settings = /** @type {(inputs: Admin_Save_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar ajustes`)
};

const de_admin_save_settings = /** @type {(inputs: Admin_Save_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen speichern`)
};

const fr_admin_save_settings = /** @type {(inputs: Admin_Save_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les réglages`)
};

const zh_hans1_admin_save_settings = /** @type {(inputs: Admin_Save_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存设置`)
};

/**
* | output |
* | --- |
* | "Save Settings" |
*
* @param {Admin_Save_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_save_settings = /** @type {((inputs?: Admin_Save_SettingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Save_SettingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_save_settings(inputs)
	if (locale === "de") return de_admin_save_settings(inputs)
	if (locale === "fr") return fr_admin_save_settings(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_save_settings(inputs)
	return en_admin_save_settings(inputs)
});