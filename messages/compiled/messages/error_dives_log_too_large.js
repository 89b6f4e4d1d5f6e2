/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ megabytes: NonNullable<unknown> }} Error_Dives_Log_Too_LargeInputs */

const en_error_dives_log_too_large = /** @type {(inputs: Error_Dives_Log_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This dive log is larger than ${i?.megabytes} MB`)
};

const es_error_dives_log_too_large = /** @type {(inputs: Error_Dives_Log_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este registro de inmersiones ocupa más de ${i?.megabytes} MB`)
};

const de_error_dives_log_too_large = /** @type {(inputs: Error_Dives_Log_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses Tauchlogbuch ist größer als ${i?.megabytes} MB`)
};

const fr_error_dives_log_too_large = /** @type {(inputs: Error_Dives_Log_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce carnet de plongée dépasse ${i?.megabytes} Mo`)
};

const zh_hans1_error_dives_log_too_large = /** @type {(inputs: Error_Dives_Log_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此潜水日志超过 ${i?.megabytes} MB`)
};

/**
* | output |
* | --- |
* | "This dive log is larger than {megabytes} MB" |
*
* @param {Error_Dives_Log_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_log_too_large = /** @type {((inputs: Error_Dives_Log_Too_LargeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Log_Too_LargeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_log_too_large(inputs)
	if (locale === "de") return de_error_dives_log_too_large(inputs)
	if (locale === "fr") return fr_error_dives_log_too_large(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_log_too_large(inputs)
	return en_error_dives_log_too_large(inputs)
});