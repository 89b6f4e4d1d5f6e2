/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_SearchInputs */

const en_history_tools_search = /** @type {(inputs: History_Tools_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const es_history_tools_search = /** @type {(inputs: History_Tools_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

const de_history_tools_search = /** @type {(inputs: History_Tools_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchen`)
};

const fr_history_tools_search = /** @type {(inputs: History_Tools_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

const zh_hans1_history_tools_search = /** @type {(inputs: History_Tools_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {History_Tools_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_search = /** @type {((inputs?: History_Tools_SearchInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_SearchInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_search(inputs)
	if (locale === "de") return de_history_tools_search(inputs)
	if (locale === "fr") return fr_history_tools_search(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_search(inputs)
	return en_history_tools_search(inputs)
});