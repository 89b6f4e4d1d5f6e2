/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Expiry_DateInputs */

const en_admin_expiry_date = /** @type {(inputs: Admin_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry date (optional)`)
};

const es_admin_expiry_date = /** @type {(inputs: Admin_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de caducidad (opcional)`)
};

const de_admin_expiry_date = /** @type {(inputs: Admin_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablaufdatum (optional)`)
};

const fr_admin_expiry_date = /** @type {(inputs: Admin_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d’expiration (facultative)`)
};

const zh_hans1_admin_expiry_date = /** @type {(inputs: Admin_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`到期日期（可选）`)
};

/**
* | output |
* | --- |
* | "Expiry date (optional)" |
*
* @param {Admin_Expiry_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_expiry_date = /** @type {((inputs?: Admin_Expiry_DateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Expiry_DateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_expiry_date(inputs)
	if (locale === "de") return de_admin_expiry_date(inputs)
	if (locale === "fr") return fr_admin_expiry_date(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_expiry_date(inputs)
	return en_admin_expiry_date(inputs)
});