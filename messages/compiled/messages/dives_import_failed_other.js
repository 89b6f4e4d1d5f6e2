/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Import_Failed_OtherInputs */

const en_dives_import_failed_other = /** @type {(inputs: Dives_Import_Failed_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} files were not imported:`)
};

const es_dives_import_failed_other = /** @type {(inputs: Dives_Import_Failed_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} archivos no se importaron:`)
};

const de_dives_import_failed_other = /** @type {(inputs: Dives_Import_Failed_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Dateien wurden nicht importiert:`)
};

const fr_dives_import_failed_other = /** @type {(inputs: Dives_Import_Failed_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fichiers n'ont pas été importés :`)
};

const zh_hans1_dives_import_failed_other = /** @type {(inputs: Dives_Import_Failed_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个文件未导入：`)
};

/**
* | output |
* | --- |
* | "{count} files were not imported:" |
*
* @param {Dives_Import_Failed_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_failed_other = /** @type {((inputs: Dives_Import_Failed_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_Failed_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_failed_other(inputs)
	if (locale === "de") return de_dives_import_failed_other(inputs)
	if (locale === "fr") return fr_dives_import_failed_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_failed_other(inputs)
	return en_dives_import_failed_other(inputs)
});