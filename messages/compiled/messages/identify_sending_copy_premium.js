/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ side: NonNullable<unknown>, size: NonNullable<unknown> }} Identify_Sending_Copy_PremiumInputs */

const en_identify_sending_copy_premium = /** @type {(inputs: Identify_Sending_Copy_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.side} px copy, ${i?.size}: premium keeps this high-resolution copy`)
};

const es_identify_sending_copy_premium = /** @type {(inputs: Identify_Sending_Copy_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una copia de ${i?.side} px, ${i?.size}: Premium guarda esta copia en alta resolución`)
};

const de_identify_sending_copy_premium = /** @type {(inputs: Identify_Sending_Copy_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Kopie mit ${i?.side} px, ${i?.size}: Premium bewahrt diese hochaufgelöste Kopie auf`)
};

const fr_identify_sending_copy_premium = /** @type {(inputs: Identify_Sending_Copy_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une copie de ${i?.side} px, ${i?.size} : Premium garde cette copie haute résolution`)
};

const zh_hans1_identify_sending_copy_premium = /** @type {(inputs: Identify_Sending_Copy_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一份 ${i?.side} 像素的副本，${i?.size}：高级版保存这份高分辨率副本`)
};

/**
* | output |
* | --- |
* | "A {side} px copy, {size}: premium keeps this high-resolution copy" |
*
* @param {Identify_Sending_Copy_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_sending_copy_premium = /** @type {((inputs: Identify_Sending_Copy_PremiumInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Sending_Copy_PremiumInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_sending_copy_premium(inputs)
	if (locale === "de") return de_identify_sending_copy_premium(inputs)
	if (locale === "fr") return fr_identify_sending_copy_premium(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_sending_copy_premium(inputs)
	return en_identify_sending_copy_premium(inputs)
});