/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_TitleInputs */

const en_admin_settings_title = /** @type {(inputs: Admin_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription Settings`)
};

const es_admin_settings_title = /** @type {(inputs: Admin_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes de suscripción`)
};

const de_admin_settings_title = /** @type {(inputs: Admin_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo-Einstellungen`)
};

const fr_admin_settings_title = /** @type {(inputs: Admin_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réglages des abonnements`)
};

const zh_hans1_admin_settings_title = /** @type {(inputs: Admin_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`订阅设置`)
};

/**
* | output |
* | --- |
* | "Subscription Settings" |
*
* @param {Admin_Settings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_settings_title = /** @type {((inputs?: Admin_Settings_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_settings_title(inputs)
	if (locale === "de") return de_admin_settings_title(inputs)
	if (locale === "fr") return fr_admin_settings_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_settings_title(inputs)
	return en_admin_settings_title(inputs)
});