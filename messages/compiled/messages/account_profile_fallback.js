/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_FallbackInputs */

const en_account_profile_fallback = /** @type {(inputs: Account_Profile_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update profile`)
};

const es_account_profile_fallback = /** @type {(inputs: Account_Profile_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el perfil`)
};

const de_account_profile_fallback = /** @type {(inputs: Account_Profile_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Profil konnte nicht aktualisiert werden`)
};

const fr_account_profile_fallback = /** @type {(inputs: Account_Profile_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le profil`)
};

const zh_hans1_account_profile_fallback = /** @type {(inputs: Account_Profile_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法更新个人资料`)
};

/**
* | output |
* | --- |
* | "Failed to update profile" |
*
* @param {Account_Profile_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_profile_fallback = /** @type {((inputs?: Account_Profile_FallbackInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_FallbackInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_profile_fallback(inputs)
	if (locale === "de") return de_account_profile_fallback(inputs)
	if (locale === "fr") return fr_account_profile_fallback(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_profile_fallback(inputs)
	return en_account_profile_fallback(inputs)
});