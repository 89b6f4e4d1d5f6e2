/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ free: NonNullable<unknown> }} Error_Quota_Free_ExhaustedInputs */

const en_error_quota_free_exhausted = /** @type {(inputs: Error_Quota_Free_ExhaustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free identification limit reached: you have used your ${i?.free} free identifications.`)
};

const es_error_quota_free_exhausted = /** @type {(inputs: Error_Quota_Free_ExhaustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has alcanzado el límite gratuito: ya has usado tus ${i?.free} identificaciones gratuitas.`)
};

const de_error_quota_free_exhausted = /** @type {(inputs: Error_Quota_Free_ExhaustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gratis-Limit erreicht: Du hast deine ${i?.free} kostenlosen Bestimmungen aufgebraucht.`)
};

const fr_error_quota_free_exhausted = /** @type {(inputs: Error_Quota_Free_ExhaustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limite gratuite atteinte : vous avez utilisé vos ${i?.free} identifications gratuites.`)
};

const zh_hans1_error_quota_free_exhausted = /** @type {(inputs: Error_Quota_Free_ExhaustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已达免费识别上限：你的 ${i?.free} 次免费识别已用完。`)
};

/**
* | output |
* | --- |
* | "Free identification limit reached: you have used your {free} free identifications." |
*
* @param {Error_Quota_Free_ExhaustedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_quota_free_exhausted = /** @type {((inputs: Error_Quota_Free_ExhaustedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Quota_Free_ExhaustedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_quota_free_exhausted(inputs)
	if (locale === "de") return de_error_quota_free_exhausted(inputs)
	if (locale === "fr") return fr_error_quota_free_exhausted(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_quota_free_exhausted(inputs)
	return en_error_quota_free_exhausted(inputs)
});