/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Dives_Took_Too_LongInputs */

const en_error_dives_took_too_long = /** @type {(inputs: Error_Dives_Took_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dive log took too long to read`)
};

const es_error_dives_took_too_long = /** @type {(inputs: Error_Dives_Took_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este registro de inmersiones tardó demasiado en leerse`)
};

const de_error_dives_took_too_long = /** @type {(inputs: Error_Dives_Took_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Lesen dieses Tauchlogbuchs hat zu lange gedauert`)
};

const fr_error_dives_took_too_long = /** @type {(inputs: Error_Dives_Took_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lecture de ce carnet de plongée a pris trop de temps`)
};

const zh_hans1_error_dives_took_too_long = /** @type {(inputs: Error_Dives_Took_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取此潜水日志耗时过长`)
};

/**
* | output |
* | --- |
* | "This dive log took too long to read" |
*
* @param {Error_Dives_Took_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_took_too_long = /** @type {((inputs?: Error_Dives_Took_Too_LongInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Took_Too_LongInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_took_too_long(inputs)
	if (locale === "de") return de_error_dives_took_too_long(inputs)
	if (locale === "fr") return fr_error_dives_took_too_long(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_took_too_long(inputs)
	return en_error_dives_took_too_long(inputs)
});