/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_Export_CsvInputs */

const en_history_tools_export_csv = /** @type {(inputs: History_Tools_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

const es_history_tools_export_csv = /** @type {(inputs: History_Tools_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar CSV`)
};

const de_history_tools_export_csv = /** @type {(inputs: History_Tools_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als CSV exportieren`)
};

const fr_history_tools_export_csv = /** @type {(inputs: History_Tools_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter en CSV`)
};

const zh_hans1_history_tools_export_csv = /** @type {(inputs: History_Tools_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出 CSV`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {History_Tools_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_export_csv = /** @type {((inputs?: History_Tools_Export_CsvInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_Export_CsvInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_export_csv(inputs)
	if (locale === "de") return de_history_tools_export_csv(inputs)
	if (locale === "fr") return fr_history_tools_export_csv(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_export_csv(inputs)
	return en_history_tools_export_csv(inputs)
});