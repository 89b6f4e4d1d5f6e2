/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Error_No_DivesInputs */

const en_dives_error_no_dives = /** @type {(inputs: Dives_Error_No_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dive log has no dives`)
};

const es_dives_error_no_dives = /** @type {(inputs: Dives_Error_No_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este registro no contiene inmersiones`)
};

const de_dives_error_no_dives = /** @type {(inputs: Dives_Error_No_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Logbuch enthält keine Tauchgänge`)
};

const fr_dives_error_no_dives = /** @type {(inputs: Dives_Error_No_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce carnet ne contient aucune plongée`)
};

const zh_hans1_dives_error_no_dives = /** @type {(inputs: Dives_Error_No_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此潜水日志中没有潜水记录`)
};

/**
* | output |
* | --- |
* | "This dive log has no dives" |
*
* @param {Dives_Error_No_DivesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_error_no_dives = /** @type {((inputs?: Dives_Error_No_DivesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Error_No_DivesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_error_no_dives(inputs)
	if (locale === "de") return de_dives_error_no_dives(inputs)
	if (locale === "fr") return fr_dives_error_no_dives(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_error_no_dives(inputs)
	return en_dives_error_no_dives(inputs)
});