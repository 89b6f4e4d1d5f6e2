/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_SettingsInputs */

const en_admin_no_settings = /** @type {(inputs: Admin_No_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No subscription settings found`)
};

const es_admin_no_settings = /** @type {(inputs: Admin_No_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ajustes de suscripción`)
};

const de_admin_no_settings = /** @type {(inputs: Admin_No_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Abo-Einstellungen gefunden`)
};

const fr_admin_no_settings = /** @type {(inputs: Admin_No_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun réglage d’abonnement trouvé`)
};

const zh_hans1_admin_no_settings = /** @type {(inputs: Admin_No_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有找到订阅设置`)
};

/**
* | output |
* | --- |
* | "No subscription settings found" |
*
* @param {Admin_No_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_no_settings = /** @type {((inputs?: Admin_No_SettingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_SettingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_settings(inputs)
	if (locale === "de") return de_admin_no_settings(inputs)
	if (locale === "fr") return fr_admin_no_settings(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_no_settings(inputs)
	return en_admin_no_settings(inputs)
});