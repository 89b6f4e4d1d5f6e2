/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Settings_Monthly_Price_InvalidInputs */

const en_error_settings_monthly_price_invalid = /** @type {(inputs: Error_Settings_Monthly_Price_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly price must be a positive amount in whole cents`)
};

const es_error_settings_monthly_price_invalid = /** @type {(inputs: Error_Settings_Monthly_Price_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio mensual debe ser un importe positivo en céntimos enteros`)
};

const de_error_settings_monthly_price_invalid = /** @type {(inputs: Error_Settings_Monthly_Price_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Monatspreis muss ein positiver Betrag in ganzen Cent sein`)
};

const fr_error_settings_monthly_price_invalid = /** @type {(inputs: Error_Settings_Monthly_Price_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix mensuel doit être un montant positif en centimes entiers`)
};

const zh_hans1_error_settings_monthly_price_invalid = /** @type {(inputs: Error_Settings_Monthly_Price_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`月付价格必须是以整分计的正数金额`)
};

/**
* | output |
* | --- |
* | "Monthly price must be a positive amount in whole cents" |
*
* @param {Error_Settings_Monthly_Price_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_settings_monthly_price_invalid = /** @type {((inputs?: Error_Settings_Monthly_Price_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Settings_Monthly_Price_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_settings_monthly_price_invalid(inputs)
	if (locale === "de") return de_error_settings_monthly_price_invalid(inputs)
	if (locale === "fr") return fr_error_settings_monthly_price_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_settings_monthly_price_invalid(inputs)
	return en_error_settings_monthly_price_invalid(inputs)
});