/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Import_TitleInputs */

const en_dives_import_title = /** @type {(inputs: Dives_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a dive log`)
};

const es_dives_import_title = /** @type {(inputs: Dives_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar un registro de inmersiones`)
};

const de_dives_import_title = /** @type {(inputs: Dives_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Logbuch importieren`)
};

const fr_dives_import_title = /** @type {(inputs: Dives_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer un carnet de plongée`)
};

const zh_hans1_dives_import_title = /** @type {(inputs: Dives_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入潜水日志`)
};

/**
* | output |
* | --- |
* | "Import a dive log" |
*
* @param {Dives_Import_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_title = /** @type {((inputs?: Dives_Import_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_title(inputs)
	if (locale === "de") return de_dives_import_title(inputs)
	if (locale === "fr") return fr_dives_import_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_title(inputs)
	return en_dives_import_title(inputs)
});