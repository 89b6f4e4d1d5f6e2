/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Plans_Renews_OnInputs */

const en_plans_renews_on = /** @type {(inputs: Plans_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renews on ${i?.date}.`)
};

const es_plans_renews_on = /** @type {(inputs: Plans_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se renueva el ${i?.date}.`)
};

const de_plans_renews_on = /** @type {(inputs: Plans_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlängert sich am ${i?.date}.`)
};

const fr_plans_renews_on = /** @type {(inputs: Plans_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renouvellement le ${i?.date}.`)
};

const zh_hans1_plans_renews_on = /** @type {(inputs: Plans_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`将于 ${i?.date} 续订。`)
};

/**
* | output |
* | --- |
* | "Renews on {date}." |
*
* @param {Plans_Renews_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_renews_on = /** @type {((inputs: Plans_Renews_OnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Renews_OnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_renews_on(inputs)
	if (locale === "de") return de_plans_renews_on(inputs)
	if (locale === "fr") return fr_plans_renews_on(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_renews_on(inputs)
	return en_plans_renews_on(inputs)
});