/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_FilterInputs */

const en_history_tools_filter = /** @type {(inputs: History_Tools_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

const es_history_tools_filter = /** @type {(inputs: History_Tools_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

const de_history_tools_filter = /** @type {(inputs: History_Tools_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtern`)
};

const fr_history_tools_filter = /** @type {(inputs: History_Tools_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer`)
};

const zh_hans1_history_tools_filter = /** @type {(inputs: History_Tools_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选`)
};

/**
* | output |
* | --- |
* | "Filter" |
*
* @param {History_Tools_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_filter = /** @type {((inputs?: History_Tools_FilterInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_FilterInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_filter(inputs)
	if (locale === "de") return de_history_tools_filter(inputs)
	if (locale === "fr") return fr_history_tools_filter(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_filter(inputs)
	return en_history_tools_filter(inputs)
});