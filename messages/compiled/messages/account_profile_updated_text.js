/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_Updated_TextInputs */

const en_account_profile_updated_text = /** @type {(inputs: Account_Profile_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile information has been successfully updated`)
};

const es_account_profile_updated_text = /** @type {(inputs: Account_Profile_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu información de perfil se ha actualizado`)
};

const de_account_profile_updated_text = /** @type {(inputs: Account_Profile_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Profilangaben wurden aktualisiert`)
};

const fr_account_profile_updated_text = /** @type {(inputs: Account_Profile_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos informations de profil ont bien été mises à jour`)
};

const zh_hans1_account_profile_updated_text = /** @type {(inputs: Account_Profile_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的个人资料已成功更新`)
};

/**
* | output |
* | --- |
* | "Your profile information has been successfully updated" |
*
* @param {Account_Profile_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_profile_updated_text = /** @type {((inputs?: Account_Profile_Updated_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Updated_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_profile_updated_text(inputs)
	if (locale === "de") return de_account_profile_updated_text(inputs)
	if (locale === "fr") return fr_account_profile_updated_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_profile_updated_text(inputs)
	return en_account_profile_updated_text(inputs)
});