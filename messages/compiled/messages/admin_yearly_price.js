/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Yearly_PriceInputs */

const en_admin_yearly_price = /** @type {(inputs: Admin_Yearly_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yearly Price`)
};

const es_admin_yearly_price = /** @type {(inputs: Admin_Yearly_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio anual`)
};

const de_admin_yearly_price = /** @type {(inputs: Admin_Yearly_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jahrespreis`)
};

const fr_admin_yearly_price = /** @type {(inputs: Admin_Yearly_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix annuel`)
};

const zh_hans1_admin_yearly_price = /** @type {(inputs: Admin_Yearly_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`年付价格`)
};

/**
* | output |
* | --- |
* | "Yearly Price" |
*
* @param {Admin_Yearly_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_yearly_price = /** @type {((inputs?: Admin_Yearly_PriceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Yearly_PriceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_yearly_price(inputs)
	if (locale === "de") return de_admin_yearly_price(inputs)
	if (locale === "fr") return fr_admin_yearly_price(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_yearly_price(inputs)
	return en_admin_yearly_price(inputs)
});