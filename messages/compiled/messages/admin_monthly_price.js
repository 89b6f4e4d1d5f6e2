/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Monthly_PriceInputs */

const en_admin_monthly_price = /** @type {(inputs: Admin_Monthly_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly Price`)
};

const es_admin_monthly_price = /** @type {(inputs: Admin_Monthly_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio mensual`)
};

const de_admin_monthly_price = /** @type {(inputs: Admin_Monthly_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monatspreis`)
};

const fr_admin_monthly_price = /** @type {(inputs: Admin_Monthly_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix mensuel`)
};

const zh_hans1_admin_monthly_price = /** @type {(inputs: Admin_Monthly_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`月付价格`)
};

/**
* | output |
* | --- |
* | "Monthly Price" |
*
* @param {Admin_Monthly_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_monthly_price = /** @type {((inputs?: Admin_Monthly_PriceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Monthly_PriceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_monthly_price(inputs)
	if (locale === "de") return de_admin_monthly_price(inputs)
	if (locale === "fr") return fr_admin_monthly_price(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_monthly_price(inputs)
	return en_admin_monthly_price(inputs)
});