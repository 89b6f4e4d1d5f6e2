/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Empty_TitleInputs */

const en_error_empty_title = /** @type {(inputs: Error_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server Communication Error`)
};

const es_error_empty_title = /** @type {(inputs: Error_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de comunicación con el servidor`)
};

const de_error_empty_title = /** @type {(inputs: Error_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler bei der Verbindung zum Server`)
};

const fr_error_empty_title = /** @type {(inputs: Error_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de communication avec le serveur`)
};

const zh_hans1_error_empty_title = /** @type {(inputs: Error_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服务器通信错误`)
};

/**
* | output |
* | --- |
* | "Server Communication Error" |
*
* @param {Error_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_empty_title = /** @type {((inputs?: Error_Empty_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Empty_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_empty_title(inputs)
	if (locale === "de") return de_error_empty_title(inputs)
	if (locale === "fr") return fr_error_empty_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_empty_title(inputs)
	return en_error_empty_title(inputs)
});