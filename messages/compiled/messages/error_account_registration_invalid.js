/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Registration_InvalidInputs */

const en_error_account_registration_invalid = /** @type {(inputs: Error_Account_Registration_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The registration form is not filled in correctly`)
};

const es_error_account_registration_invalid = /** @type {(inputs: Error_Account_Registration_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El formulario de registro no está bien rellenado`)
};

const de_error_account_registration_invalid = /** @type {(inputs: Error_Account_Registration_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Registrierungsformular ist nicht richtig ausgefüllt`)
};

const fr_error_account_registration_invalid = /** @type {(inputs: Error_Account_Registration_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le formulaire d’inscription n’est pas correctement rempli`)
};

const zh_hans1_error_account_registration_invalid = /** @type {(inputs: Error_Account_Registration_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册表单填写有误`)
};

/**
* | output |
* | --- |
* | "The registration form is not filled in correctly" |
*
* @param {Error_Account_Registration_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_registration_invalid = /** @type {((inputs?: Error_Account_Registration_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Registration_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_registration_invalid(inputs)
	if (locale === "de") return de_error_account_registration_invalid(inputs)
	if (locale === "fr") return fr_error_account_registration_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_registration_invalid(inputs)
	return en_error_account_registration_invalid(inputs)
});