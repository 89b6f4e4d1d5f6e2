/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_FailedInputs */

const en_admin_settings_failed = /** @type {(inputs: Admin_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update settings`)
};

const es_admin_settings_failed = /** @type {(inputs: Admin_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se han podido actualizar los ajustes`)
};

const de_admin_settings_failed = /** @type {(inputs: Admin_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen konnten nicht aktualisiert werden`)
};

const fr_admin_settings_failed = /** @type {(inputs: Admin_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour les réglages`)
};

const zh_hans1_admin_settings_failed = /** @type {(inputs: Admin_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新设置失败`)
};

/**
* | output |
* | --- |
* | "Failed to update settings" |
*
* @param {Admin_Settings_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_settings_failed = /** @type {((inputs?: Admin_Settings_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_settings_failed(inputs)
	if (locale === "de") return de_admin_settings_failed(inputs)
	if (locale === "fr") return fr_admin_settings_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_settings_failed(inputs)
	return en_admin_settings_failed(inputs)
});