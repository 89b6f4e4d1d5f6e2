/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_UpdatedInputs */

const en_admin_settings_updated = /** @type {(inputs: Admin_Settings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings updated`)
};

const es_admin_settings_updated = /** @type {(inputs: Admin_Settings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes actualizados`)
};

const de_admin_settings_updated = /** @type {(inputs: Admin_Settings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen aktualisiert`)
};

const fr_admin_settings_updated = /** @type {(inputs: Admin_Settings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réglages mis à jour`)
};

const zh_hans1_admin_settings_updated = /** @type {(inputs: Admin_Settings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置已更新`)
};

/**
* | output |
* | --- |
* | "Settings updated" |
*
* @param {Admin_Settings_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_settings_updated = /** @type {((inputs?: Admin_Settings_UpdatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_UpdatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_settings_updated(inputs)
	if (locale === "de") return de_admin_settings_updated(inputs)
	if (locale === "fr") return fr_admin_settings_updated(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_settings_updated(inputs)
	return en_admin_settings_updated(inputs)
});