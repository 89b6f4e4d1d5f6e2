/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_OldestInputs */

const en_history_tools_oldest = /** @type {(inputs: History_Tools_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oldest first`)
};

const es_history_tools_oldest = /** @type {(inputs: History_Tools_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más antiguas primero`)
};

const de_history_tools_oldest = /** @type {(inputs: History_Tools_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Älteste zuerst`)
};

const fr_history_tools_oldest = /** @type {(inputs: History_Tools_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus anciennes d’abord`)
};

const zh_hans1_history_tools_oldest = /** @type {(inputs: History_Tools_OldestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最早在前`)
};

/**
* | output |
* | --- |
* | "Oldest first" |
*
* @param {History_Tools_OldestInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_oldest = /** @type {((inputs?: History_Tools_OldestInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_OldestInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_oldest(inputs)
	if (locale === "de") return de_history_tools_oldest(inputs)
	if (locale === "fr") return fr_history_tools_oldest(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_oldest(inputs)
	return en_history_tools_oldest(inputs)
});