/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_One_TimeInputs */

const en_plans_one_time = /** @type {(inputs: Plans_One_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`one-time payment`)
};

const es_plans_one_time = /** @type {(inputs: Plans_One_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pago único`)
};

const de_plans_one_time = /** @type {(inputs: Plans_One_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einmalige Zahlung`)
};

const fr_plans_one_time = /** @type {(inputs: Plans_One_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`paiement unique`)
};

const zh_hans1_plans_one_time = /** @type {(inputs: Plans_One_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一次性付款`)
};

/**
* | output |
* | --- |
* | "one-time payment" |
*
* @param {Plans_One_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_one_time = /** @type {((inputs?: Plans_One_TimeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_One_TimeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_one_time(inputs)
	if (locale === "de") return de_plans_one_time(inputs)
	if (locale === "fr") return fr_plans_one_time(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_one_time(inputs)
	return en_plans_one_time(inputs)
});