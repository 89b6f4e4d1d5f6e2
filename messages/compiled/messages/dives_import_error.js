/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Import_ErrorInputs */

const en_dives_import_error = /** @type {(inputs: Dives_Import_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dive log could not be imported. Please try again.`)
};

const es_dives_import_error = /** @type {(inputs: Dives_Import_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo importar el registro de inmersiones. Inténtalo de nuevo.`)
};

const de_dives_import_error = /** @type {(inputs: Dives_Import_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Logbuch konnte nicht importiert werden. Bitte versuche es noch einmal.`)
};

const fr_dives_import_error = /** @type {(inputs: Dives_Import_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le carnet de plongée n'a pas pu être importé. Veuillez réessayer.`)
};

const zh_hans1_dives_import_error = /** @type {(inputs: Dives_Import_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法导入潜水日志，请重试。`)
};

/**
* | output |
* | --- |
* | "The dive log could not be imported. Please try again." |
*
* @param {Dives_Import_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_error = /** @type {((inputs?: Dives_Import_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_error(inputs)
	if (locale === "de") return de_dives_import_error(inputs)
	if (locale === "fr") return fr_dives_import_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_error(inputs)
	return en_dives_import_error(inputs)
});