/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_Saved_OnlyInputs */

const en_history_tools_saved_only = /** @type {(inputs: History_Tools_Saved_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved only`)
};

const es_history_tools_saved_only = /** @type {(inputs: History_Tools_Saved_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo guardadas`)
};

const de_history_tools_saved_only = /** @type {(inputs: History_Tools_Saved_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur gespeicherte`)
};

const fr_history_tools_saved_only = /** @type {(inputs: History_Tools_Saved_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrées seulement`)
};

const zh_hans1_history_tools_saved_only = /** @type {(inputs: History_Tools_Saved_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`仅已保存`)
};

/**
* | output |
* | --- |
* | "Saved only" |
*
* @param {History_Tools_Saved_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_saved_only = /** @type {((inputs?: History_Tools_Saved_OnlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_Saved_OnlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_saved_only(inputs)
	if (locale === "de") return de_history_tools_saved_only(inputs)
	if (locale === "fr") return fr_history_tools_saved_only(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_saved_only(inputs)
	return en_history_tools_saved_only(inputs)
});