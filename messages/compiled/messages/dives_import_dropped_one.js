/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, size: NonNullable<unknown> }} Dives_Import_Dropped_OneInputs */

const en_dives_import_dropped_one = /** @type {(inputs: Dives_Import_Dropped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} older log file was dropped to keep your log files within ${i?.size}.`)
};

const es_dives_import_dropped_one = /** @type {(inputs: Dives_Import_Dropped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se eliminó ${i?.count} archivo de registro antiguo para que tus archivos no pasen de ${i?.size}.`)
};

const de_dives_import_dropped_one = /** @type {(inputs: Dives_Import_Dropped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ältere Logbuch-Datei wurde gelöscht, damit deine Logbuch-Dateien unter ${i?.size} bleiben.`)
};

const fr_dives_import_dropped_one = /** @type {(inputs: Dives_Import_Dropped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ancien fichier de carnet a été supprimé pour que vos fichiers restent sous ${i?.size}.`)
};

const zh_hans1_dives_import_dropped_one = /** @type {(inputs: Dives_Import_Dropped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`为使你的日志文件不超过 ${i?.size}，已删除 ${i?.count} 个较早的日志文件。`)
};

/**
* | output |
* | --- |
* | "{count} older log file was dropped to keep your log files within {size}." |
*
* @param {Dives_Import_Dropped_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_dropped_one = /** @type {((inputs: Dives_Import_Dropped_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_Dropped_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_dropped_one(inputs)
	if (locale === "de") return de_dives_import_dropped_one(inputs)
	if (locale === "fr") return fr_dives_import_dropped_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_dropped_one(inputs)
	return en_dives_import_dropped_one(inputs)
});