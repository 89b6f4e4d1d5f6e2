/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Reviews_Daily_LimitInputs */

const en_error_reviews_daily_limit = /** @type {(inputs: Error_Reviews_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have sent ${i?.max} reviews today, the most in one day: please come back tomorrow`)
};

const es_error_reviews_daily_limit = /** @type {(inputs: Error_Reviews_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoy has enviado ${i?.max} revisiones, el máximo en un día: vuelve mañana`)
};

const de_error_reviews_daily_limit = /** @type {(inputs: Error_Reviews_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du hast heute ${i?.max} Prüfungen gesendet, das Maximum an einem Tag: Bitte komm morgen wieder`)
};

const fr_error_reviews_daily_limit = /** @type {(inputs: Error_Reviews_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez envoyé ${i?.max} vérifications aujourd’hui, le maximum en une journée : revenez demain`)
};

const zh_hans1_error_reviews_daily_limit = /** @type {(inputs: Error_Reviews_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你今天已提交 ${i?.max} 条审核，已达每日上限：请明天再来`)
};

/**
* | output |
* | --- |
* | "You have sent {max} reviews today, the most in one day: please come back tomorrow" |
*
* @param {Error_Reviews_Daily_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_reviews_daily_limit = /** @type {((inputs: Error_Reviews_Daily_LimitInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Reviews_Daily_LimitInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_reviews_daily_limit(inputs)
	if (locale === "de") return de_error_reviews_daily_limit(inputs)
	if (locale === "fr") return fr_error_reviews_daily_limit(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_reviews_daily_limit(inputs)
	return en_error_reviews_daily_limit(inputs)
});