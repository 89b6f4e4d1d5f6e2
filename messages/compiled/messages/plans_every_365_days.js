/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Every_365_DaysInputs */

const en_plans_every_365_days = /** @type {(inputs: Plans_Every_365_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`every 365 days`)
};

const es_plans_every_365_days = /** @type {(inputs: Plans_Every_365_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cada 365 días`)
};

const de_plans_every_365_days = /** @type {(inputs: Plans_Every_365_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`alle 365 Tage`)
};

const fr_plans_every_365_days = /** @type {(inputs: Plans_Every_365_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tous les 365 jours`)
};

const zh_hans1_plans_every_365_days = /** @type {(inputs: Plans_Every_365_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每 365 天`)
};

/**
* | output |
* | --- |
* | "every 365 days" |
*
* @param {Plans_Every_365_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_every_365_days = /** @type {((inputs?: Plans_Every_365_DaysInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Every_365_DaysInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_every_365_days(inputs)
	if (locale === "de") return de_plans_every_365_days(inputs)
	if (locale === "fr") return fr_plans_every_365_days(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_every_365_days(inputs)
	return en_plans_every_365_days(inputs)
});