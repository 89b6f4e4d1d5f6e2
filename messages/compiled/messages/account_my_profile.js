/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_My_ProfileInputs */

const en_account_my_profile = /** @type {(inputs: Account_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Profile`)
};

const es_account_my_profile = /** @type {(inputs: Account_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi perfil`)
};

const de_account_my_profile = /** @type {(inputs: Account_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Profil`)
};

const fr_account_my_profile = /** @type {(inputs: Account_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon profil`)
};

const zh_hans1_account_my_profile = /** @type {(inputs: Account_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的资料`)
};

/**
* | output |
* | --- |
* | "My Profile" |
*
* @param {Account_My_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_my_profile = /** @type {((inputs?: Account_My_ProfileInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_ProfileInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_my_profile(inputs)
	if (locale === "de") return de_account_my_profile(inputs)
	if (locale === "fr") return fr_account_my_profile(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_my_profile(inputs)
	return en_account_my_profile(inputs)
});