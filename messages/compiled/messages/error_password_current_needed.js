/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Password_Current_NeededInputs */

const en_error_password_current_needed = /** @type {(inputs: Error_Password_Current_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your current password`)
};

const es_error_password_current_needed = /** @type {(inputs: Error_Password_Current_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu contraseña actual`)
};

const de_error_password_current_needed = /** @type {(inputs: Error_Password_Current_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib dein aktuelles Passwort ein`)
};

const fr_error_password_current_needed = /** @type {(inputs: Error_Password_Current_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre mot de passe actuel`)
};

const zh_hans1_error_password_current_needed = /** @type {(inputs: Error_Password_Current_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入当前密码`)
};

/**
* | output |
* | --- |
* | "Please enter your current password" |
*
* @param {Error_Password_Current_NeededInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_password_current_needed = /** @type {((inputs?: Error_Password_Current_NeededInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Password_Current_NeededInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_password_current_needed(inputs)
	if (locale === "de") return de_error_password_current_needed(inputs)
	if (locale === "fr") return fr_error_password_current_needed(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_password_current_needed(inputs)
	return en_error_password_current_needed(inputs)
});