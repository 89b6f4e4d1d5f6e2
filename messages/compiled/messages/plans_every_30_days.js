/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Every_30_DaysInputs */

const en_plans_every_30_days = /** @type {(inputs: Plans_Every_30_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`every 30 days`)
};

const es_plans_every_30_days = /** @type {(inputs: Plans_Every_30_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cada 30 días`)
};

const de_plans_every_30_days = /** @type {(inputs: Plans_Every_30_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`alle 30 Tage`)
};

const fr_plans_every_30_days = /** @type {(inputs: Plans_Every_30_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tous les 30 jours`)
};

const zh_hans1_plans_every_30_days = /** @type {(inputs: Plans_Every_30_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每 30 天`)
};

/**
* | output |
* | --- |
* | "every 30 days" |
*
* @param {Plans_Every_30_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_every_30_days = /** @type {((inputs?: Plans_Every_30_DaysInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Every_30_DaysInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_every_30_days(inputs)
	if (locale === "de") return de_plans_every_30_days(inputs)
	if (locale === "fr") return fr_plans_every_30_days(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_every_30_days(inputs)
	return en_plans_every_30_days(inputs)
});