/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_NewestInputs */

const en_history_tools_newest = /** @type {(inputs: History_Tools_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest first`)
};

const es_history_tools_newest = /** @type {(inputs: History_Tools_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más recientes primero`)
};

const de_history_tools_newest = /** @type {(inputs: History_Tools_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste zuerst`)
};

const fr_history_tools_newest = /** @type {(inputs: History_Tools_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus récentes d’abord`)
};

const zh_hans1_history_tools_newest = /** @type {(inputs: History_Tools_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最新在前`)
};

/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {History_Tools_NewestInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_newest = /** @type {((inputs?: History_Tools_NewestInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_NewestInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_newest(inputs)
	if (locale === "de") return de_history_tools_newest(inputs)
	if (locale === "fr") return fr_history_tools_newest(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_newest(inputs)
	return en_history_tools_newest(inputs)
});