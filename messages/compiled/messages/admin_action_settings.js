/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_SettingsInputs */

const en_admin_action_settings = /** @type {(inputs: Admin_Action_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updated subscription settings`)
};

const es_admin_action_settings = /** @type {(inputs: Admin_Action_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes de suscripción actualizados`)
};

const de_admin_action_settings = /** @type {(inputs: Admin_Action_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo-Einstellungen aktualisiert`)
};

const fr_admin_action_settings = /** @type {(inputs: Admin_Action_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réglages d’abonnement mis à jour`)
};

const zh_hans1_admin_action_settings = /** @type {(inputs: Admin_Action_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新了订阅设置`)
};

/**
* | output |
* | --- |
* | "Updated subscription settings" |
*
* @param {Admin_Action_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_action_settings = /** @type {((inputs?: Admin_Action_SettingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_SettingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_action_settings(inputs)
	if (locale === "de") return de_admin_action_settings(inputs)
	if (locale === "fr") return fr_admin_action_settings(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_action_settings(inputs)
	return en_admin_action_settings(inputs)
});