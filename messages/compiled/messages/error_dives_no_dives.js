/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Dives_No_DivesInputs */

const en_error_dives_no_dives = /** @type {(inputs: Error_Dives_No_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dive log has no dives`)
};

const es_error_dives_no_dives = /** @type {(inputs: Error_Dives_No_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este registro no tiene inmersiones`)
};

const de_error_dives_no_dives = /** @type {(inputs: Error_Dives_No_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Tauchlogbuch enthält keine Tauchgänge`)
};

const fr_error_dives_no_dives = /** @type {(inputs: Error_Dives_No_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce carnet de plongée ne contient aucune plongée`)
};

const zh_hans1_error_dives_no_dives = /** @type {(inputs: Error_Dives_No_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此潜水日志中没有潜水记录`)
};

/**
* | output |
* | --- |
* | "This dive log has no dives" |
*
* @param {Error_Dives_No_DivesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_no_dives = /** @type {((inputs?: Error_Dives_No_DivesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_No_DivesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_no_dives(inputs)
	if (locale === "de") return de_error_dives_no_dives(inputs)
	if (locale === "fr") return fr_error_dives_no_dives(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_no_dives(inputs)
	return en_error_dives_no_dives(inputs)
});