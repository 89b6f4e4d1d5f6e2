/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Dives_Several_FilesInputs */

const en_error_dives_several_files = /** @type {(inputs: Error_Dives_Several_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please import one dive log at a time.`)
};

const es_error_dives_several_files = /** @type {(inputs: Error_Dives_Several_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importa un registro de inmersiones cada vez.`)
};

const de_error_dives_several_files = /** @type {(inputs: Error_Dives_Several_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte importiere ein Tauchlogbuch nach dem anderen.`)
};

const fr_error_dives_several_files = /** @type {(inputs: Error_Dives_Several_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importez un carnet de plongée à la fois.`)
};

const zh_hans1_error_dives_several_files = /** @type {(inputs: Error_Dives_Several_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请一次只导入一个潜水日志。`)
};

/**
* | output |
* | --- |
* | "Please import one dive log at a time." |
*
* @param {Error_Dives_Several_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_several_files = /** @type {((inputs?: Error_Dives_Several_FilesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Several_FilesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_several_files(inputs)
	if (locale === "de") return de_error_dives_several_files(inputs)
	if (locale === "fr") return fr_error_dives_several_files(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_several_files(inputs)
	return en_error_dives_several_files(inputs)
});