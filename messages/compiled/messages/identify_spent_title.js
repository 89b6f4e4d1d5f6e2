/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ free: NonNullable<unknown> }} Identify_Spent_TitleInputs */

const en_identify_spent_title = /** @type {(inputs: Identify_Spent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have used your ${i?.free}`)
};

const es_identify_spent_title = /** @type {(inputs: Identify_Spent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has usado tus ${i?.free}`)
};

const de_identify_spent_title = /** @type {(inputs: Identify_Spent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du hast deine ${i?.free} aufgebraucht`)
};

const fr_identify_spent_title = /** @type {(inputs: Identify_Spent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez utilisé vos ${i?.free}`)
};

const zh_hans1_identify_spent_title = /** @type {(inputs: Identify_Spent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你已用完 ${i?.free}`)
};

/**
* | output |
* | --- |
* | "You have used your {free}" |
*
* @param {Identify_Spent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_spent_title = /** @type {((inputs: Identify_Spent_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Spent_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_spent_title(inputs)
	if (locale === "de") return de_identify_spent_title(inputs)
	if (locale === "fr") return fr_identify_spent_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_spent_title(inputs)
	return en_identify_spent_title(inputs)
});