/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Export_Ids_Csv_OnlyInputs */

const en_error_export_ids_csv_only = /** @type {(inputs: Error_Export_Ids_Csv_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ids limits the CSV export only; the Darwin Core Archive holds every confirmed sighting`)
};

const es_error_export_ids_csv_only = /** @type {(inputs: Error_Export_Ids_Csv_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ids solo limita la exportación CSV; el Darwin Core Archive contiene todos los avistamientos confirmados`)
};

const de_error_export_ids_csv_only = /** @type {(inputs: Error_Export_Ids_Csv_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ids schränkt nur den CSV-Export ein; das Darwin Core Archive enthält jede bestätigte Sichtung`)
};

const fr_error_export_ids_csv_only = /** @type {(inputs: Error_Export_Ids_Csv_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ids ne limite que l’export CSV ; l’archive Darwin Core contient toutes les observations confirmées`)
};

const zh_hans1_error_export_ids_csv_only = /** @type {(inputs: Error_Export_Ids_Csv_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ids 只限定 CSV 导出；Darwin Core Archive 包含所有已确认的目击`)
};

/**
* | output |
* | --- |
* | "ids limits the CSV export only; the Darwin Core Archive holds every confirmed sighting" |
*
* @param {Error_Export_Ids_Csv_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_export_ids_csv_only = /** @type {((inputs?: Error_Export_Ids_Csv_OnlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Export_Ids_Csv_OnlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_export_ids_csv_only(inputs)
	if (locale === "de") return de_error_export_ids_csv_only(inputs)
	if (locale === "fr") return fr_error_export_ids_csv_only(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_export_ids_csv_only(inputs)
	return en_error_export_ids_csv_only(inputs)
});