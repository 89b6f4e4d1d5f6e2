/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Lifetime_Price_FieldInputs */

const en_admin_lifetime_price_field = /** @type {(inputs: Admin_Lifetime_Price_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime Price ($)`)
};

const es_admin_lifetime_price_field = /** @type {(inputs: Admin_Lifetime_Price_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio vitalicio ($)`)
};

const de_admin_lifetime_price_field = /** @type {(inputs: Admin_Lifetime_Price_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis lebenslang ($)`)
};

const fr_admin_lifetime_price_field = /** @type {(inputs: Admin_Lifetime_Price_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix à vie ($)`)
};

const zh_hans1_admin_lifetime_price_field = /** @type {(inputs: Admin_Lifetime_Price_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`终身价格（美元）`)
};

/**
* | output |
* | --- |
* | "Lifetime Price ($)" |
*
* @param {Admin_Lifetime_Price_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_lifetime_price_field = /** @type {((inputs?: Admin_Lifetime_Price_FieldInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Lifetime_Price_FieldInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_lifetime_price_field(inputs)
	if (locale === "de") return de_admin_lifetime_price_field(inputs)
	if (locale === "fr") return fr_admin_lifetime_price_field(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_lifetime_price_field(inputs)
	return en_admin_lifetime_price_field(inputs)
});