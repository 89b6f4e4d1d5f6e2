/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Import_FilesInputs */

const en_dives_import_files = /** @type {(inputs: Dives_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dive log files`)
};

const es_dives_import_files = /** @type {(inputs: Dives_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos de registro`)
};

const de_dives_import_files = /** @type {(inputs: Dives_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logbuch-Dateien`)
};

const fr_dives_import_files = /** @type {(inputs: Dives_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichiers de carnet de plongée`)
};

const zh_hans1_dives_import_files = /** @type {(inputs: Dives_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`潜水日志文件`)
};

/**
* | output |
* | --- |
* | "Dive log files" |
*
* @param {Dives_Import_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_files = /** @type {((inputs?: Dives_Import_FilesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_FilesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_files(inputs)
	if (locale === "de") return de_dives_import_files(inputs)
	if (locale === "fr") return fr_dives_import_files(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_files(inputs)
	return en_dives_import_files(inputs)
});