/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_Saved_Or_NotInputs */

const en_history_tools_saved_or_not = /** @type {(inputs: History_Tools_Saved_Or_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved or not`)
};

const es_history_tools_saved_or_not = /** @type {(inputs: History_Tools_Saved_Or_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardadas o no`)
};

const de_history_tools_saved_or_not = /** @type {(inputs: History_Tools_Saved_Or_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespeichert oder nicht`)
};

const fr_history_tools_saved_or_not = /** @type {(inputs: History_Tools_Saved_Or_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrées ou non`)
};

const zh_hans1_history_tools_saved_or_not = /** @type {(inputs: History_Tools_Saved_Or_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部`)
};

/**
* | output |
* | --- |
* | "Saved or not" |
*
* @param {History_Tools_Saved_Or_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_saved_or_not = /** @type {((inputs?: History_Tools_Saved_Or_NotInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_Saved_Or_NotInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_saved_or_not(inputs)
	if (locale === "de") return de_history_tools_saved_or_not(inputs)
	if (locale === "fr") return fr_history_tools_saved_or_not(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_saved_or_not(inputs)
	return en_history_tools_saved_or_not(inputs)
});