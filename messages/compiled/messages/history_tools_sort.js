/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_SortInputs */

const en_history_tools_sort = /** @type {(inputs: History_Tools_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

const es_history_tools_sort = /** @type {(inputs: History_Tools_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar por`)
};

const de_history_tools_sort = /** @type {(inputs: History_Tools_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortieren nach`)
};

const fr_history_tools_sort = /** @type {(inputs: History_Tools_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

const zh_hans1_history_tools_sort = /** @type {(inputs: History_Tools_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`排序方式`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {History_Tools_SortInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_sort = /** @type {((inputs?: History_Tools_SortInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_SortInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_sort(inputs)
	if (locale === "de") return de_history_tools_sort(inputs)
	if (locale === "fr") return fr_history_tools_sort(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_sort(inputs)
	return en_history_tools_sort(inputs)
});