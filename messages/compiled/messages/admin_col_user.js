/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_UserInputs */

const en_admin_col_user = /** @type {(inputs: Admin_Col_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User`)
};

const es_admin_col_user = /** @type {(inputs: Admin_Col_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario`)
};

const de_admin_col_user = /** @type {(inputs: Admin_Col_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer`)
};

const fr_admin_col_user = /** @type {(inputs: Admin_Col_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur`)
};

const zh_hans1_admin_col_user = /** @type {(inputs: Admin_Col_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户`)
};

/**
* | output |
* | --- |
* | "User" |
*
* @param {Admin_Col_UserInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_user = /** @type {((inputs?: Admin_Col_UserInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_UserInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_user(inputs)
	if (locale === "de") return de_admin_col_user(inputs)
	if (locale === "fr") return fr_admin_col_user(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_user(inputs)
	return en_admin_col_user(inputs)
});