/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Export_Bad_IdsInputs */

const en_error_export_bad_ids = /** @type {(inputs: Error_Export_Bad_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ids must be identification numbers separated by commas (ids=12,15,20)`)
};

const es_error_export_bad_ids = /** @type {(inputs: Error_Export_Bad_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ids deben ser números de identificación separados por comas (ids=12,15,20)`)
};

const de_error_export_bad_ids = /** @type {(inputs: Error_Export_Bad_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ids müssen Bestimmungsnummern sein, durch Kommas getrennt (ids=12,15,20)`)
};

const fr_error_export_bad_ids = /** @type {(inputs: Error_Export_Bad_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ids doit contenir des numéros d’identification séparés par des virgules (ids=12,15,20)`)
};

const zh_hans1_error_export_bad_ids = /** @type {(inputs: Error_Export_Bad_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ids 必须是以逗号分隔的识别编号（ids=12,15,20）`)
};

/**
* | output |
* | --- |
* | "ids must be identification numbers separated by commas (ids=12,15,20)" |
*
* @param {Error_Export_Bad_IdsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_export_bad_ids = /** @type {((inputs?: Error_Export_Bad_IdsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Export_Bad_IdsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_export_bad_ids(inputs)
	if (locale === "de") return de_error_export_bad_ids(inputs)
	if (locale === "fr") return fr_error_export_bad_ids(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_export_bad_ids(inputs)
	return en_error_export_bad_ids(inputs)
});