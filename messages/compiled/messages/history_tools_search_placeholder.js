/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_Search_PlaceholderInputs */

const en_history_tools_search_placeholder = /** @type {(inputs: History_Tools_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or scientific name`)
};

const es_history_tools_search_placeholder = /** @type {(inputs: History_Tools_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre o nombre científico`)
};

const de_history_tools_search_placeholder = /** @type {(inputs: History_Tools_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name oder wissenschaftlicher Name`)
};

const fr_history_tools_search_placeholder = /** @type {(inputs: History_Tools_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom ou nom scientifique`)
};

const zh_hans1_history_tools_search_placeholder = /** @type {(inputs: History_Tools_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名称或学名`)
};

/**
* | output |
* | --- |
* | "Name or scientific name" |
*
* @param {History_Tools_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_search_placeholder = /** @type {((inputs?: History_Tools_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_Search_PlaceholderInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_search_placeholder(inputs)
	if (locale === "de") return de_history_tools_search_placeholder(inputs)
	if (locale === "fr") return fr_history_tools_search_placeholder(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_search_placeholder(inputs)
	return en_history_tools_search_placeholder(inputs)
});