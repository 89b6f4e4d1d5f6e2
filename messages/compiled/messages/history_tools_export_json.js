/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_Export_JsonInputs */

const en_history_tools_export_json = /** @type {(inputs: History_Tools_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export JSON`)
};

const es_history_tools_export_json = /** @type {(inputs: History_Tools_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar JSON`)
};

const de_history_tools_export_json = /** @type {(inputs: History_Tools_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als JSON exportieren`)
};

const fr_history_tools_export_json = /** @type {(inputs: History_Tools_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter en JSON`)
};

const zh_hans1_history_tools_export_json = /** @type {(inputs: History_Tools_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出 JSON`)
};

/**
* | output |
* | --- |
* | "Export JSON" |
*
* @param {History_Tools_Export_JsonInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_export_json = /** @type {((inputs?: History_Tools_Export_JsonInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_Export_JsonInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_export_json(inputs)
	if (locale === "de") return de_history_tools_export_json(inputs)
	if (locale === "fr") return fr_history_tools_export_json(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_export_json(inputs)
	return en_history_tools_export_json(inputs)
});