/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Settings_Monthly_Price_Too_HighInputs */

const en_error_settings_monthly_price_too_high = /** @type {(inputs: Error_Settings_Monthly_Price_Too_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly price must be at most $${i?.max}`)
};

const es_error_settings_monthly_price_too_high = /** @type {(inputs: Error_Settings_Monthly_Price_Too_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El precio mensual puede ser como máximo $${i?.max}`)
};

const de_error_settings_monthly_price_too_high = /** @type {(inputs: Error_Settings_Monthly_Price_Too_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Monatspreis darf höchstens $${i?.max} betragen`)
};

const fr_error_settings_monthly_price_too_high = /** @type {(inputs: Error_Settings_Monthly_Price_Too_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le prix mensuel doit être d’au plus $${i?.max}`)
};

const zh_hans1_error_settings_monthly_price_too_high = /** @type {(inputs: Error_Settings_Monthly_Price_Too_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`月付价格最多为 $${i?.max}`)
};

/**
* | output |
* | --- |
* | "Monthly price must be at most ${max}" |
*
* @param {Error_Settings_Monthly_Price_Too_HighInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_settings_monthly_price_too_high = /** @type {((inputs: Error_Settings_Monthly_Price_Too_HighInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Settings_Monthly_Price_Too_HighInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_settings_monthly_price_too_high(inputs)
	if (locale === "de") return de_error_settings_monthly_price_too_high(inputs)
	if (locale === "fr") return fr_error_settings_monthly_price_too_high(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_settings_monthly_price_too_high(inputs)
	return en_error_settings_monthly_price_too_high(inputs)
});