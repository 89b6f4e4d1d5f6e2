/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Plans_WasInputs */

const en_plans_was = /** @type {(inputs: Plans_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`was ${i?.price}`)
};

const es_plans_was = /** @type {(inputs: Plans_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`antes ${i?.price}`)
};

const de_plans_was = /** @type {(inputs: Plans_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`vorher ${i?.price}`)
};

const fr_plans_was = /** @type {(inputs: Plans_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`au lieu de ${i?.price}`)
};

const zh_hans1_plans_was = /** @type {(inputs: Plans_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`原价 ${i?.price}`)
};

/**
* | output |
* | --- |
* | "was {price}" |
*
* @param {Plans_WasInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_was = /** @type {((inputs: Plans_WasInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_WasInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_was(inputs)
	if (locale === "de") return de_plans_was(inputs)
	if (locale === "fr") return fr_plans_was(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_was(inputs)
	return en_plans_was(inputs)
});