/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Import_Failed_OneInputs */

const en_dives_import_failed_one = /** @type {(inputs: Dives_Import_Failed_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} file was not imported:`)
};

const es_dives_import_failed_one = /** @type {(inputs: Dives_Import_Failed_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} archivo no se importó:`)
};

const de_dives_import_failed_one = /** @type {(inputs: Dives_Import_Failed_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Datei wurde nicht importiert:`)
};

const fr_dives_import_failed_one = /** @type {(inputs: Dives_Import_Failed_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fichier n'a pas été importé :`)
};

const zh_hans1_dives_import_failed_one = /** @type {(inputs: Dives_Import_Failed_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个文件未导入：`)
};

/**
* | output |
* | --- |
* | "{count} file was not imported:" |
*
* @param {Dives_Import_Failed_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_failed_one = /** @type {((inputs: Dives_Import_Failed_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_Failed_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_failed_one(inputs)
	if (locale === "de") return de_dives_import_failed_one(inputs)
	if (locale === "fr") return fr_dives_import_failed_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_failed_one(inputs)
	return en_dives_import_failed_one(inputs)
});