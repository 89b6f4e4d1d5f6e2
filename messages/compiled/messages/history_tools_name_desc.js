/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_Name_DescInputs */

const en_history_tools_name_desc = /** @type {(inputs: History_Tools_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name Z–A`)
};

const es_history_tools_name_desc = /** @type {(inputs: History_Tools_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre Z–A`)
};

const de_history_tools_name_desc = /** @type {(inputs: History_Tools_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name Z–A`)
};

const fr_history_tools_name_desc = /** @type {(inputs: History_Tools_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom Z–A`)
};

const zh_hans1_history_tools_name_desc = /** @type {(inputs: History_Tools_Name_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名称 Z–A`)
};

/**
* | output |
* | --- |
* | "Name Z–A" |
*
* @param {History_Tools_Name_DescInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_name_desc = /** @type {((inputs?: History_Tools_Name_DescInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_Name_DescInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_name_desc(inputs)
	if (locale === "de") return de_history_tools_name_desc(inputs)
	if (locale === "fr") return fr_history_tools_name_desc(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_name_desc(inputs)
	return en_history_tools_name_desc(inputs)
});