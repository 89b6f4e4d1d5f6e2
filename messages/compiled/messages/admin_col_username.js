/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_UsernameInputs */

const en_admin_col_username = /** @type {(inputs: Admin_Col_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

const es_admin_col_username = /** @type {(inputs: Admin_Col_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario`)
};

const de_admin_col_username = /** @type {(inputs: Admin_Col_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzername`)
};

const fr_admin_col_username = /** @type {(inputs: Admin_Col_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom d’utilisateur`)
};

const zh_hans1_admin_col_username = /** @type {(inputs: Admin_Col_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户名`)
};

/**
* | output |
* | --- |
* | "Username" |
*
* @param {Admin_Col_UsernameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_username = /** @type {((inputs?: Admin_Col_UsernameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_UsernameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_username(inputs)
	if (locale === "de") return de_admin_col_username(inputs)
	if (locale === "fr") return fr_admin_col_username(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_username(inputs)
	return en_admin_col_username(inputs)
});