/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_My_ProfileInputs */

const en_admin_my_profile = /** @type {(inputs: Admin_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Profile`)
};

const es_admin_my_profile = /** @type {(inputs: Admin_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi perfil`)
};

const de_admin_my_profile = /** @type {(inputs: Admin_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Profil`)
};

const fr_admin_my_profile = /** @type {(inputs: Admin_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon profil`)
};

const zh_hans1_admin_my_profile = /** @type {(inputs: Admin_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的资料`)
};

/**
* | output |
* | --- |
* | "My Profile" |
*
* @param {Admin_My_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_my_profile = /** @type {((inputs?: Admin_My_ProfileInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_My_ProfileInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_my_profile(inputs)
	if (locale === "de") return de_admin_my_profile(inputs)
	if (locale === "fr") return fr_admin_my_profile(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_my_profile(inputs)
	return en_admin_my_profile(inputs)
});