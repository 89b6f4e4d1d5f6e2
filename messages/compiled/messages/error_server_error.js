/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Server_ErrorInputs */

const en_error_server_error = /** @type {(inputs: Error_Server_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal server error`)
};

const es_error_server_error = /** @type {(inputs: Error_Server_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error interno del servidor`)
};

const de_error_server_error = /** @type {(inputs: Error_Server_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interner Serverfehler`)
};

const fr_error_server_error = /** @type {(inputs: Error_Server_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur interne du serveur`)
};

const zh_hans1_error_server_error = /** @type {(inputs: Error_Server_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服务器内部错误`)
};

/**
* | output |
* | --- |
* | "Internal server error" |
*
* @param {Error_Server_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_server_error = /** @type {((inputs?: Error_Server_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Server_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_server_error(inputs)
	if (locale === "de") return de_error_server_error(inputs)
	if (locale === "fr") return fr_error_server_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_server_error(inputs)
	return en_error_server_error(inputs)
});