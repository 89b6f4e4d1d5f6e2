/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Too_Many_RegistrationsInputs */

const en_error_account_too_many_registrations = /** @type {(inputs: Error_Account_Too_Many_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many accounts have been created from your network. Please try again later.`)
};

const es_error_account_too_many_registrations = /** @type {(inputs: Error_Account_Too_Many_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han creado demasiadas cuentas desde tu red. Vuelve a intentarlo más tarde.`)
};

const de_error_account_too_many_registrations = /** @type {(inputs: Error_Account_Too_Many_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus deinem Netzwerk wurden zu viele Konten angelegt. Bitte versuche es später noch einmal.`)
};

const fr_error_account_too_many_registrations = /** @type {(inputs: Error_Account_Too_Many_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de comptes ont été créés depuis votre réseau. Réessayez plus tard.`)
};

const zh_hans1_error_account_too_many_registrations = /** @type {(inputs: Error_Account_Too_Many_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的网络已创建过多账户，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "Too many accounts have been created from your network. Please try again later." |
*
* @param {Error_Account_Too_Many_RegistrationsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_too_many_registrations = /** @type {((inputs?: Error_Account_Too_Many_RegistrationsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Too_Many_RegistrationsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_too_many_registrations(inputs)
	if (locale === "de") return de_error_account_too_many_registrations(inputs)
	if (locale === "fr") return fr_error_account_too_many_registrations(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_too_many_registrations(inputs)
	return en_error_account_too_many_registrations(inputs)
});