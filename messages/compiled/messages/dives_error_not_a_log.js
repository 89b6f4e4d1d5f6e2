/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Error_Not_A_LogInputs */

const en_dives_error_not_a_log = /** @type {(inputs: Dives_Error_Not_A_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is not a dive log ReefID can read. It reads Subsurface XML, UDDF (3.2 and 3.3), MacDive XML, Garmin FIT and Suunto app JSON dive logs, and GPX tracks`)
};

const es_dives_error_not_a_log = /** @type {(inputs: Dives_Error_Not_A_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo no es un registro de inmersiones que ReefID pueda leer. Lee registros en Subsurface XML, UDDF (3.2 y 3.3), MacDive XML, Garmin FIT y JSON de la app de Suunto, y tracks GPX`)
};

const de_dives_error_not_a_log = /** @type {(inputs: Dives_Error_Not_A_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist kein Logbuch, das ReefID lesen kann. ReefID liest Logbücher in Subsurface-XML, UDDF (3.2 und 3.3), MacDive-XML, Garmin FIT und Suunto-App-JSON sowie GPX-Tracks`)
};

const fr_dives_error_not_a_log = /** @type {(inputs: Dives_Error_Not_A_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier n'est pas un carnet de plongée que ReefID sait lire. ReefID lit les carnets Subsurface XML, UDDF (3.2 et 3.3), MacDive XML, Garmin FIT et JSON de l'app Suunto, ainsi que les traces GPX`)
};

const zh_hans1_dives_error_not_a_log = /** @type {(inputs: Dives_Error_Not_A_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此文件不是 ReefID 能读取的潜水日志。ReefID 可读取 Subsurface XML、UDDF（3.2 和 3.3）、MacDive XML、Garmin FIT 和 Suunto 应用 JSON 格式的潜水日志，以及 GPX 轨迹`)
};

/**
* | output |
* | --- |
* | "This file is not a dive log ReefID can read. It reads Subsurface XML, UDDF (3.2 and 3.3), MacDive XML, Garmin FIT and Suunto app JSON dive logs, and GPX tracks" |
*
* @param {Dives_Error_Not_A_LogInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_error_not_a_log = /** @type {((inputs?: Dives_Error_Not_A_LogInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Error_Not_A_LogInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_error_not_a_log(inputs)
	if (locale === "de") return de_dives_error_not_a_log(inputs)
	if (locale === "fr") return fr_dives_error_not_a_log(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_error_not_a_log(inputs)
	return en_dives_error_not_a_log(inputs)
});