/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Identify_Free_OtherInputs */

const en_identify_free_other = /** @type {(inputs: Identify_Free_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} free identifications`)
};

const es_identify_free_other = /** @type {(inputs: Identify_Free_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identificaciones gratuitas`)
};

const de_identify_free_other = /** @type {(inputs: Identify_Free_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} kostenlose Bestimmungen`)
};

const fr_identify_free_other = /** @type {(inputs: Identify_Free_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identifications gratuites`)
};

const zh_hans1_identify_free_other = /** @type {(inputs: Identify_Free_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次免费识别`)
};

/**
* | output |
* | --- |
* | "{count} free identifications" |
*
* @param {Identify_Free_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_free_other = /** @type {((inputs: Identify_Free_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Free_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_free_other(inputs)
	if (locale === "de") return de_identify_free_other(inputs)
	if (locale === "fr") return fr_identify_free_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_free_other(inputs)
	return en_identify_free_other(inputs)
});