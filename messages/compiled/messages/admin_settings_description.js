/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_DescriptionInputs */

const en_admin_settings_description = /** @type {(inputs: Admin_Settings_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage subscription pricing and lifetime slots availability`)
};

const es_admin_settings_description = /** @type {(inputs: Admin_Settings_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestiona los precios de las suscripciones y las plazas vitalicias disponibles`)
};

const de_admin_settings_description = /** @type {(inputs: Admin_Settings_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo-Preise und freie Plätze für das lebenslange Abo verwalten`)
};

const fr_admin_settings_description = /** @type {(inputs: Admin_Settings_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer les prix des abonnements et les places à vie disponibles`)
};

const zh_hans1_admin_settings_description = /** @type {(inputs: Admin_Settings_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理订阅价格和终身名额`)
};

/**
* | output |
* | --- |
* | "Manage subscription pricing and lifetime slots availability" |
*
* @param {Admin_Settings_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_settings_description = /** @type {((inputs?: Admin_Settings_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_settings_description(inputs)
	if (locale === "de") return de_admin_settings_description(inputs)
	if (locale === "fr") return fr_admin_settings_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_settings_description(inputs)
	return en_admin_settings_description(inputs)
});