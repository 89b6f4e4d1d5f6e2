/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Server_Read_OnlyInputs */

const en_error_server_read_only = /** @type {(inputs: Error_Server_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID is read-only for a few minutes while it is being maintained. Nothing was changed; please try again shortly.`)
};

const es_error_server_read_only = /** @type {(inputs: Error_Server_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID está en modo de solo lectura unos minutos por mantenimiento. No se ha cambiado nada; vuelve a intentarlo en breve.`)
};

const de_error_server_read_only = /** @type {(inputs: Error_Server_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID ist wegen Wartungsarbeiten für einige Minuten schreibgeschützt. Es wurde nichts geändert; bitte versuche es gleich noch einmal.`)
};

const fr_error_server_read_only = /** @type {(inputs: Error_Server_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID est en lecture seule quelques minutes pour maintenance. Rien n’a été modifié ; réessayez dans un instant.`)
};

const zh_hans1_error_server_read_only = /** @type {(inputs: Error_Server_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID 正在维护，几分钟内只能查看。没有任何更改，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "ReefID is read-only for a few minutes while it is being maintained. Nothing was changed; please try again shortly." |
*
* @param {Error_Server_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_server_read_only = /** @type {((inputs?: Error_Server_Read_OnlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Server_Read_OnlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_server_read_only(inputs)
	if (locale === "de") return de_error_server_read_only(inputs)
	if (locale === "fr") return fr_error_server_read_only(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_server_read_only(inputs)
	return en_error_server_read_only(inputs)
});