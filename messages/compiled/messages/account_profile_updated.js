/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_UpdatedInputs */

const en_account_profile_updated = /** @type {(inputs: Account_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile updated`)
};

const es_account_profile_updated = /** @type {(inputs: Account_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil actualizado`)
};

const de_account_profile_updated = /** @type {(inputs: Account_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil aktualisiert`)
};

const fr_account_profile_updated = /** @type {(inputs: Account_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil mis à jour`)
};

const zh_hans1_account_profile_updated = /** @type {(inputs: Account_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料已更新`)
};

/**
* | output |
* | --- |
* | "Profile updated" |
*
* @param {Account_Profile_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_profile_updated = /** @type {((inputs?: Account_Profile_UpdatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_UpdatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_profile_updated(inputs)
	if (locale === "de") return de_account_profile_updated(inputs)
	if (locale === "fr") return fr_account_profile_updated(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_profile_updated(inputs)
	return en_account_profile_updated(inputs)
});