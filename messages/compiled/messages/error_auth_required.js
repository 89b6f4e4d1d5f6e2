/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_RequiredInputs */

const en_error_auth_required = /** @type {(inputs: Error_Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must be logged in`)
};

const es_error_auth_required = /** @type {(inputs: Error_Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienes que iniciar sesión`)
};

const de_error_auth_required = /** @type {(inputs: Error_Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du musst angemeldet sein`)
};

const fr_error_auth_required = /** @type {(inputs: Error_Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous devez être connecté`)
};

const zh_hans1_error_auth_required = /** @type {(inputs: Error_Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请先登录`)
};

/**
* | output |
* | --- |
* | "You must be logged in" |
*
* @param {Error_Auth_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_auth_required = /** @type {((inputs?: Error_Auth_RequiredInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_RequiredInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_auth_required(inputs)
	if (locale === "de") return de_error_auth_required(inputs)
	if (locale === "fr") return fr_error_auth_required(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_auth_required(inputs)
	return en_error_auth_required(inputs)
});