/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Dives_No_FileInputs */

const en_error_dives_no_file = /** @type {(inputs: Error_Dives_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a dive log to import (multipart form field "file").`)
};

const es_error_dives_no_file = /** @type {(inputs: Error_Dives_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un registro de inmersiones para importar (campo de formulario multipart "file").`)
};

const de_error_dives_no_file = /** @type {(inputs: Error_Dives_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wähle ein Tauchlogbuch zum Importieren (Multipart-Formularfeld „file“).`)
};

const fr_error_dives_no_file = /** @type {(inputs: Error_Dives_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un carnet de plongée à importer (champ de formulaire multipart « file »).`)
};

const zh_hans1_error_dives_no_file = /** @type {(inputs: Error_Dives_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择要导入的潜水日志（multipart 表单字段“file”）。`)
};

/**
* | output |
* | --- |
* | "Please choose a dive log to import (multipart form field \"file\")." |
*
* @param {Error_Dives_No_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_no_file = /** @type {((inputs?: Error_Dives_No_FileInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_No_FileInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_no_file(inputs)
	if (locale === "de") return de_error_dives_no_file(inputs)
	if (locale === "fr") return fr_error_dives_no_file(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_no_file(inputs)
	return en_error_dives_no_file(inputs)
});