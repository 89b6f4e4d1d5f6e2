/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscribe_MonthlyInputs */

const en_plans_subscribe_monthly = /** @type {(inputs: Plans_Subscribe_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe Monthly`)
};

const es_plans_subscribe_monthly = /** @type {(inputs: Plans_Subscribe_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirse mensualmente`)
};

const de_plans_subscribe_monthly = /** @type {(inputs: Plans_Subscribe_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monatlich abonnieren`)
};

const fr_plans_subscribe_monthly = /** @type {(inputs: Plans_Subscribe_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'abonner au mois`)
};

const zh_hans1_plans_subscribe_monthly = /** @type {(inputs: Plans_Subscribe_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按月订阅`)
};

/**
* | output |
* | --- |
* | "Subscribe Monthly" |
*
* @param {Plans_Subscribe_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_subscribe_monthly = /** @type {((inputs?: Plans_Subscribe_MonthlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscribe_MonthlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_subscribe_monthly(inputs)
	if (locale === "de") return de_plans_subscribe_monthly(inputs)
	if (locale === "fr") return fr_plans_subscribe_monthly(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_subscribe_monthly(inputs)
	return en_plans_subscribe_monthly(inputs)
});