/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Error_Took_Too_LongInputs */

const en_dives_error_took_too_long = /** @type {(inputs: Dives_Error_Took_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dive log took too long to read`)
};

const es_dives_error_took_too_long = /** @type {(inputs: Dives_Error_Took_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este registro tardó demasiado en leerse`)
};

const de_dives_error_took_too_long = /** @type {(inputs: Dives_Error_Took_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Lesen dieses Logbuchs hat zu lange gedauert`)
};

const fr_dives_error_took_too_long = /** @type {(inputs: Dives_Error_Took_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lecture de ce carnet a pris trop de temps`)
};

const zh_hans1_dives_error_took_too_long = /** @type {(inputs: Dives_Error_Took_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取此潜水日志耗时过长`)
};

/**
* | output |
* | --- |
* | "This dive log took too long to read" |
*
* @param {Dives_Error_Took_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_error_took_too_long = /** @type {((inputs?: Dives_Error_Took_Too_LongInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Error_Took_Too_LongInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_error_took_too_long(inputs)
	if (locale === "de") return de_dives_error_took_too_long(inputs)
	if (locale === "fr") return fr_dives_error_took_too_long(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_error_took_too_long(inputs)
	return en_dives_error_took_too_long(inputs)
});