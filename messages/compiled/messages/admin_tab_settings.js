/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_SettingsInputs */

const en_admin_tab_settings = /** @type {(inputs: Admin_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

const es_admin_tab_settings = /** @type {(inputs: Admin_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes`)
};

const de_admin_tab_settings = /** @type {(inputs: Admin_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen`)
};

const fr_admin_tab_settings = /** @type {(inputs: Admin_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réglages`)
};

const zh_hans1_admin_tab_settings = /** @type {(inputs: Admin_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置`)
};

/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Admin_Tab_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_tab_settings = /** @type {((inputs?: Admin_Tab_SettingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_SettingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_settings(inputs)
	if (locale === "de") return de_admin_tab_settings(inputs)
	if (locale === "fr") return fr_admin_tab_settings(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_tab_settings(inputs)
	return en_admin_tab_settings(inputs)
});