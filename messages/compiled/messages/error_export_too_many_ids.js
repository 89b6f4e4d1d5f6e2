/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Export_Too_Many_IdsInputs */

const en_error_export_too_many_ids = /** @type {(inputs: Error_Export_Too_Many_IdsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ids may name at most ${i?.max} identifications at a time`)
};

const es_error_export_too_many_ids = /** @type {(inputs: Error_Export_Too_Many_IdsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ids puede nombrar como máximo ${i?.max} identificaciones a la vez`)
};

const de_error_export_too_many_ids = /** @type {(inputs: Error_Export_Too_Many_IdsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ids darf höchstens ${i?.max} Bestimmungen auf einmal nennen`)
};

const fr_error_export_too_many_ids = /** @type {(inputs: Error_Export_Too_Many_IdsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ids peut désigner au plus ${i?.max} identifications à la fois`)
};

const zh_hans1_error_export_too_many_ids = /** @type {(inputs: Error_Export_Too_Many_IdsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ids 一次最多指定 ${i?.max} 条识别记录`)
};

/**
* | output |
* | --- |
* | "ids may name at most {max} identifications at a time" |
*
* @param {Error_Export_Too_Many_IdsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_export_too_many_ids = /** @type {((inputs: Error_Export_Too_Many_IdsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Export_Too_Many_IdsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_export_too_many_ids(inputs)
	if (locale === "de") return de_error_export_too_many_ids(inputs)
	if (locale === "fr") return fr_error_export_too_many_ids(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_export_too_many_ids(inputs)
	return en_error_export_too_many_ids(inputs)
});