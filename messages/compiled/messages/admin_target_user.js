/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_UserInputs */

const en_admin_target_user = /** @type {(inputs: Admin_Target_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user`)
};

const es_admin_target_user = /** @type {(inputs: Admin_Target_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`usuario`)
};

const de_admin_target_user = /** @type {(inputs: Admin_Target_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer`)
};

const fr_admin_target_user = /** @type {(inputs: Admin_Target_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utilisateur`)
};

const zh_hans1_admin_target_user = /** @type {(inputs: Admin_Target_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户`)
};

/**
* | output |
* | --- |
* | "user" |
*
* @param {Admin_Target_UserInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_target_user = /** @type {((inputs?: Admin_Target_UserInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_UserInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_target_user(inputs)
	if (locale === "de") return de_admin_target_user(inputs)
	if (locale === "fr") return fr_admin_target_user(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_target_user(inputs)
	return en_admin_target_user(inputs)
});