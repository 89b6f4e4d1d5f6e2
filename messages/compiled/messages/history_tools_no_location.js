/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_No_LocationInputs */

const en_history_tools_no_location = /** @type {(inputs: History_Tools_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No location`)
};

const es_history_tools_no_location = /** @type {(inputs: History_Tools_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin ubicación`)
};

const de_history_tools_no_location = /** @type {(inputs: History_Tools_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohne Ort`)
};

const fr_history_tools_no_location = /** @type {(inputs: History_Tools_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans lieu`)
};

const zh_hans1_history_tools_no_location = /** @type {(inputs: History_Tools_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无位置`)
};

/**
* | output |
* | --- |
* | "No location" |
*
* @param {History_Tools_No_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_no_location = /** @type {((inputs?: History_Tools_No_LocationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_No_LocationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_no_location(inputs)
	if (locale === "de") return de_history_tools_no_location(inputs)
	if (locale === "fr") return fr_history_tools_no_location(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_no_location(inputs)
	return en_history_tools_no_location(inputs)
});