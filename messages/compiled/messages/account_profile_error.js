/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_ErrorInputs */

const en_account_profile_error = /** @type {(inputs: Account_Profile_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error updating profile`)
};

const es_account_profile_error = /** @type {(inputs: Account_Profile_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al actualizar el perfil`)
};

const de_account_profile_error = /** @type {(inputs: Account_Profile_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Aktualisieren des Profils`)
};

const fr_account_profile_error = /** @type {(inputs: Account_Profile_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la mise à jour du profil`)
};

const zh_hans1_account_profile_error = /** @type {(inputs: Account_Profile_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新个人资料时出错`)
};

/**
* | output |
* | --- |
* | "Error updating profile" |
*
* @param {Account_Profile_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_profile_error = /** @type {((inputs?: Account_Profile_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_profile_error(inputs)
	if (locale === "de") return de_account_profile_error(inputs)
	if (locale === "fr") return fr_account_profile_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_profile_error(inputs)
	return en_account_profile_error(inputs)
});