/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Settings_InvalidInputs */

const en_error_settings_invalid = /** @type {(inputs: Error_Settings_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These subscription settings are not valid`)
};

const es_error_settings_invalid = /** @type {(inputs: Error_Settings_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estos ajustes de suscripción no son válidos`)
};

const de_error_settings_invalid = /** @type {(inputs: Error_Settings_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Abo-Einstellungen sind ungültig`)
};

const fr_error_settings_invalid = /** @type {(inputs: Error_Settings_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces réglages d’abonnement ne sont pas valides`)
};

const zh_hans1_error_settings_invalid = /** @type {(inputs: Error_Settings_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这些订阅设置无效`)
};

/**
* | output |
* | --- |
* | "These subscription settings are not valid" |
*
* @param {Error_Settings_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_settings_invalid = /** @type {((inputs?: Error_Settings_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Settings_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_settings_invalid(inputs)
	if (locale === "de") return de_error_settings_invalid(inputs)
	if (locale === "fr") return fr_error_settings_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_settings_invalid(inputs)
	return en_error_settings_invalid(inputs)
});