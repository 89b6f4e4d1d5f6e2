/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_User_ReinstatedInputs */

const en_admin_user_reinstated = /** @type {(inputs: Admin_User_ReinstatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User reinstated`)
};

const es_admin_user_reinstated = /** @type {(inputs: Admin_User_ReinstatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario reactivado`)
};

const de_admin_user_reinstated = /** @type {(inputs: Admin_User_ReinstatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer wieder freigegeben`)
};

const fr_admin_user_reinstated = /** @type {(inputs: Admin_User_ReinstatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur rétabli`)
};

const zh_hans1_admin_user_reinstated = /** @type {(inputs: Admin_User_ReinstatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户已恢复`)
};

/**
* | output |
* | --- |
* | "User reinstated" |
*
* @param {Admin_User_ReinstatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_user_reinstated = /** @type {((inputs?: Admin_User_ReinstatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_ReinstatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_user_reinstated(inputs)
	if (locale === "de") return de_admin_user_reinstated(inputs)
	if (locale === "fr") return fr_admin_user_reinstated(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_user_reinstated(inputs)
	return en_admin_user_reinstated(inputs)
});