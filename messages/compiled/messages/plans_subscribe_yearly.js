/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Subscribe_YearlyInputs */

const en_plans_subscribe_yearly = /** @type {(inputs: Plans_Subscribe_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe Annually`)
};

const es_plans_subscribe_yearly = /** @type {(inputs: Plans_Subscribe_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirse anualmente`)
};

const de_plans_subscribe_yearly = /** @type {(inputs: Plans_Subscribe_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jährlich abonnieren`)
};

const fr_plans_subscribe_yearly = /** @type {(inputs: Plans_Subscribe_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'abonner à l'année`)
};

const zh_hans1_plans_subscribe_yearly = /** @type {(inputs: Plans_Subscribe_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按年订阅`)
};

/**
* | output |
* | --- |
* | "Subscribe Annually" |
*
* @param {Plans_Subscribe_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_subscribe_yearly = /** @type {((inputs?: Plans_Subscribe_YearlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscribe_YearlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_subscribe_yearly(inputs)
	if (locale === "de") return de_plans_subscribe_yearly(inputs)
	if (locale === "fr") return fr_plans_subscribe_yearly(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_subscribe_yearly(inputs)
	return en_plans_subscribe_yearly(inputs)
});