/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Profile_InvalidInputs */

const en_error_account_profile_invalid = /** @type {(inputs: Error_Account_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile form is not filled in correctly`)
};

const es_error_account_profile_invalid = /** @type {(inputs: Error_Account_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El formulario del perfil no está bien rellenado`)
};

const de_error_account_profile_invalid = /** @type {(inputs: Error_Account_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Profilformular ist nicht richtig ausgefüllt`)
};

const fr_error_account_profile_invalid = /** @type {(inputs: Error_Account_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le formulaire du profil n’est pas correctement rempli`)
};

const zh_hans1_error_account_profile_invalid = /** @type {(inputs: Error_Account_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料表单填写有误`)
};

/**
* | output |
* | --- |
* | "The profile form is not filled in correctly" |
*
* @param {Error_Account_Profile_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_profile_invalid = /** @type {((inputs?: Error_Account_Profile_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Profile_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_profile_invalid(inputs)
	if (locale === "de") return de_error_account_profile_invalid(inputs)
	if (locale === "fr") return fr_error_account_profile_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_profile_invalid(inputs)
	return en_error_account_profile_invalid(inputs)
});