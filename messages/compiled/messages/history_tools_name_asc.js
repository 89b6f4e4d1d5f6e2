/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_Name_AscInputs */

const en_history_tools_name_asc = /** @type {(inputs: History_Tools_Name_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name A–Z`)
};

const es_history_tools_name_asc = /** @type {(inputs: History_Tools_Name_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre A–Z`)
};

const de_history_tools_name_asc = /** @type {(inputs: History_Tools_Name_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name A–Z`)
};

const fr_history_tools_name_asc = /** @type {(inputs: History_Tools_Name_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom A–Z`)
};

const zh_hans1_history_tools_name_asc = /** @type {(inputs: History_Tools_Name_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名称 A–Z`)
};

/**
* | output |
* | --- |
* | "Name A–Z" |
*
* @param {History_Tools_Name_AscInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_name_asc = /** @type {((inputs?: History_Tools_Name_AscInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_Name_AscInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_name_asc(inputs)
	if (locale === "de") return de_history_tools_name_asc(inputs)
	if (locale === "fr") return fr_history_tools_name_asc(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_name_asc(inputs)
	return en_history_tools_name_asc(inputs)
});