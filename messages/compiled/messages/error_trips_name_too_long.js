/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Trips_Name_Too_LongInputs */

const en_error_trips_name_too_long = /** @type {(inputs: Error_Trips_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A scientific name has at most ${i?.max} characters`)
};

const es_error_trips_name_too_long = /** @type {(inputs: Error_Trips_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un nombre científico tiene como máximo ${i?.max} caracteres`)
};

const de_error_trips_name_too_long = /** @type {(inputs: Error_Trips_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein wissenschaftlicher Name hat höchstens ${i?.max} Zeichen`)
};

const fr_error_trips_name_too_long = /** @type {(inputs: Error_Trips_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un nom scientifique compte au plus ${i?.max} caractères`)
};

const zh_hans1_error_trips_name_too_long = /** @type {(inputs: Error_Trips_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`学名最多 ${i?.max} 个字符`)
};

/**
* | output |
* | --- |
* | "A scientific name has at most {max} characters" |
*
* @param {Error_Trips_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_name_too_long = /** @type {((inputs: Error_Trips_Name_Too_LongInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Name_Too_LongInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_name_too_long(inputs)
	if (locale === "de") return de_error_trips_name_too_long(inputs)
	if (locale === "fr") return fr_error_trips_name_too_long(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_name_too_long(inputs)
	return en_error_trips_name_too_long(inputs)
});