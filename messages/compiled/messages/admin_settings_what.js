/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_WhatInputs */

const en_admin_settings_what = /** @type {(inputs: Admin_Settings_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`settings`)
};

const es_admin_settings_what = /** @type {(inputs: Admin_Settings_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los ajustes`)
};

const de_admin_settings_what = /** @type {(inputs: Admin_Settings_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen`)
};

const fr_admin_settings_what = /** @type {(inputs: Admin_Settings_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les réglages`)
};

const zh_hans1_admin_settings_what = /** @type {(inputs: Admin_Settings_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置`)
};

/**
* | output |
* | --- |
* | "settings" |
*
* @param {Admin_Settings_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_settings_what = /** @type {((inputs?: Admin_Settings_WhatInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_WhatInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_settings_what(inputs)
	if (locale === "de") return de_admin_settings_what(inputs)
	if (locale === "fr") return fr_admin_settings_what(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_settings_what(inputs)
	return en_admin_settings_what(inputs)
});