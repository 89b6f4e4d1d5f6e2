/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_InfoInputs */

const en_account_profile_info = /** @type {(inputs: Account_Profile_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Information`)
};

const es_account_profile_info = /** @type {(inputs: Account_Profile_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información del perfil`)
};

const de_account_profile_info = /** @type {(inputs: Account_Profile_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilangaben`)
};

const fr_account_profile_info = /** @type {(inputs: Account_Profile_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations du profil`)
};

const zh_hans1_account_profile_info = /** @type {(inputs: Account_Profile_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料`)
};

/**
* | output |
* | --- |
* | "Profile Information" |
*
* @param {Account_Profile_InfoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_profile_info = /** @type {((inputs?: Account_Profile_InfoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_InfoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_profile_info(inputs)
	if (locale === "de") return de_account_profile_info(inputs)
	if (locale === "fr") return fr_account_profile_info(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_profile_info(inputs)
	return en_account_profile_info(inputs)
});