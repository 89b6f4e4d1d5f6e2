/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ side: NonNullable<unknown>, size: NonNullable<unknown> }} Identify_Sending_CopyInputs */

const en_identify_sending_copy = /** @type {(inputs: Identify_Sending_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.side} px copy, ${i?.size}`)
};

const es_identify_sending_copy = /** @type {(inputs: Identify_Sending_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una copia de ${i?.side} px, ${i?.size}`)
};

const de_identify_sending_copy = /** @type {(inputs: Identify_Sending_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Kopie mit ${i?.side} px, ${i?.size}`)
};

const fr_identify_sending_copy = /** @type {(inputs: Identify_Sending_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une copie de ${i?.side} px, ${i?.size}`)
};

const zh_hans1_identify_sending_copy = /** @type {(inputs: Identify_Sending_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一份 ${i?.side} 像素的副本，${i?.size}`)
};

/**
* | output |
* | --- |
* | "A {side} px copy, {size}" |
*
* @param {Identify_Sending_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_sending_copy = /** @type {((inputs: Identify_Sending_CopyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Sending_CopyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_sending_copy(inputs)
	if (locale === "de") return de_identify_sending_copy(inputs)
	if (locale === "fr") return fr_identify_sending_copy(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_sending_copy(inputs)
	return en_identify_sending_copy(inputs)
});