/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_Export_DwcaInputs */

const en_history_tools_export_dwca = /** @type {(inputs: History_Tools_Export_DwcaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export for OBIS/GBIF (Darwin Core)`)
};

const es_history_tools_export_dwca = /** @type {(inputs: History_Tools_Export_DwcaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar para OBIS/GBIF (Darwin Core)`)
};

const de_history_tools_export_dwca = /** @type {(inputs: History_Tools_Export_DwcaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für OBIS/GBIF exportieren (Darwin Core)`)
};

const fr_history_tools_export_dwca = /** @type {(inputs: History_Tools_Export_DwcaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter pour OBIS/GBIF (Darwin Core)`)
};

const zh_hans1_history_tools_export_dwca = /** @type {(inputs: History_Tools_Export_DwcaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出到 OBIS/GBIF（Darwin Core）`)
};

/**
* | output |
* | --- |
* | "Export for OBIS/GBIF (Darwin Core)" |
*
* @param {History_Tools_Export_DwcaInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_export_dwca = /** @type {((inputs?: History_Tools_Export_DwcaInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_Export_DwcaInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_export_dwca(inputs)
	if (locale === "de") return de_history_tools_export_dwca(inputs)
	if (locale === "fr") return fr_history_tools_export_dwca(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_export_dwca(inputs)
	return en_history_tools_export_dwca(inputs)
});