/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Settings_ChangedInputs */

const en_error_settings_changed = /** @type {(inputs: Error_Settings_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The settings changed meanwhile; please try again`)
};

const es_error_settings_changed = /** @type {(inputs: Error_Settings_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los ajustes cambiaron mientras tanto; vuelve a intentarlo`)
};

const de_error_settings_changed = /** @type {(inputs: Error_Settings_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Einstellungen haben sich inzwischen geändert; bitte versuche es noch einmal`)
};

const fr_error_settings_changed = /** @type {(inputs: Error_Settings_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les réglages ont changé entre-temps ; réessayez`)
};

const zh_hans1_error_settings_changed = /** @type {(inputs: Error_Settings_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置在此期间已被更改，请重试`)
};

/**
* | output |
* | --- |
* | "The settings changed meanwhile; please try again" |
*
* @param {Error_Settings_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_settings_changed = /** @type {((inputs?: Error_Settings_ChangedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Settings_ChangedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_settings_changed(inputs)
	if (locale === "de") return de_error_settings_changed(inputs)
	if (locale === "fr") return fr_error_settings_changed(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_settings_changed(inputs)
	return en_error_settings_changed(inputs)
});