/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Plans_For_DaysInputs */

const en_plans_for_days = /** @type {(inputs: Plans_For_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.days} days`)
};

const es_plans_for_days = /** @type {(inputs: Plans_For_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`durante ${i?.days} días`)
};

const de_plans_for_days = /** @type {(inputs: Plans_For_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`für ${i?.days} Tage`)
};

const fr_plans_for_days = /** @type {(inputs: Plans_For_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pendant ${i?.days} jours`)
};

const zh_hans1_plans_for_days = /** @type {(inputs: Plans_For_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} 天`)
};

/**
* | output |
* | --- |
* | "for {days} days" |
*
* @param {Plans_For_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_for_days = /** @type {((inputs: Plans_For_DaysInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_For_DaysInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_for_days(inputs)
	if (locale === "de") return de_plans_for_days(inputs)
	if (locale === "fr") return fr_plans_for_days(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_for_days(inputs)
	return en_plans_for_days(inputs)
});