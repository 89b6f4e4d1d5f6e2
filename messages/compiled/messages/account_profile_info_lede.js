/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_Info_LedeInputs */

const en_account_profile_info_lede = /** @type {(inputs: Account_Profile_Info_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update your email address and website.`)
};

const es_account_profile_info_lede = /** @type {(inputs: Account_Profile_Info_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualiza tu correo electrónico y tu sitio web.`)
};

const de_account_profile_info_lede = /** @type {(inputs: Account_Profile_Info_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktualisiere deine E-Mail-Adresse und deine Website.`)
};

const fr_account_profile_info_lede = /** @type {(inputs: Account_Profile_Info_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettez à jour votre adresse e-mail et votre site web.`)
};

const zh_hans1_account_profile_info_lede = /** @type {(inputs: Account_Profile_Info_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新你的电子邮箱和网站。`)
};

/**
* | output |
* | --- |
* | "Update your email address and website." |
*
* @param {Account_Profile_Info_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_profile_info_lede = /** @type {((inputs?: Account_Profile_Info_LedeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Info_LedeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_profile_info_lede(inputs)
	if (locale === "de") return de_account_profile_info_lede(inputs)
	if (locale === "fr") return fr_account_profile_info_lede(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_profile_info_lede(inputs)
	return en_account_profile_info_lede(inputs)
});