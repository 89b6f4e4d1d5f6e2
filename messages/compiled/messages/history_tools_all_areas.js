/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_All_AreasInputs */

const en_history_tools_all_areas = /** @type {(inputs: History_Tools_All_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All areas`)
};

const es_history_tools_all_areas = /** @type {(inputs: History_Tools_All_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las zonas`)
};

const de_history_tools_all_areas = /** @type {(inputs: History_Tools_All_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Gebiete`)
};

const fr_history_tools_all_areas = /** @type {(inputs: History_Tools_All_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les zones`)
};

const zh_hans1_history_tools_all_areas = /** @type {(inputs: History_Tools_All_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部海域`)
};

/**
* | output |
* | --- |
* | "All areas" |
*
* @param {History_Tools_All_AreasInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_all_areas = /** @type {((inputs?: History_Tools_All_AreasInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_All_AreasInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_all_areas(inputs)
	if (locale === "de") return de_history_tools_all_areas(inputs)
	if (locale === "fr") return fr_history_tools_all_areas(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_all_areas(inputs)
	return en_history_tools_all_areas(inputs)
});