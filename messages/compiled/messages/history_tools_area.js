/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_AreaInputs */

const en_history_tools_area = /** @type {(inputs: History_Tools_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Area`)
};

const es_history_tools_area = /** @type {(inputs: History_Tools_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona`)
};

const de_history_tools_area = /** @type {(inputs: History_Tools_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebiet`)
};

const fr_history_tools_area = /** @type {(inputs: History_Tools_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zone`)
};

const zh_hans1_history_tools_area = /** @type {(inputs: History_Tools_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`海域`)
};

/**
* | output |
* | --- |
* | "Area" |
*
* @param {History_Tools_AreaInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_area = /** @type {((inputs?: History_Tools_AreaInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_AreaInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_area(inputs)
	if (locale === "de") return de_history_tools_area(inputs)
	if (locale === "fr") return fr_history_tools_area(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_area(inputs)
	return en_history_tools_area(inputs)
});