/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, size: NonNullable<unknown> }} Dives_Import_Dropped_OtherInputs */

const en_dives_import_dropped_other = /** @type {(inputs: Dives_Import_Dropped_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} older log files were dropped to keep your log files within ${i?.size}.`)
};

const es_dives_import_dropped_other = /** @type {(inputs: Dives_Import_Dropped_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se eliminaron ${i?.count} archivos de registro antiguos para que tus archivos no pasen de ${i?.size}.`)
};

const de_dives_import_dropped_other = /** @type {(inputs: Dives_Import_Dropped_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ältere Logbuch-Dateien wurden gelöscht, damit deine Logbuch-Dateien unter ${i?.size} bleiben.`)
};

const fr_dives_import_dropped_other = /** @type {(inputs: Dives_Import_Dropped_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} anciens fichiers de carnet ont été supprimés pour que vos fichiers restent sous ${i?.size}.`)
};

const zh_hans1_dives_import_dropped_other = /** @type {(inputs: Dives_Import_Dropped_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`为使你的日志文件不超过 ${i?.size}，已删除 ${i?.count} 个较早的日志文件。`)
};

/**
* | output |
* | --- |
* | "{count} older log files were dropped to keep your log files within {size}." |
*
* @param {Dives_Import_Dropped_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_dropped_other = /** @type {((inputs: Dives_Import_Dropped_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_Dropped_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_dropped_other(inputs)
	if (locale === "de") return de_dives_import_dropped_other(inputs)
	if (locale === "fr") return fr_dives_import_dropped_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_dropped_other(inputs)
	return en_dives_import_dropped_other(inputs)
});