/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_CurrentInputs */

const en_plans_current = /** @type {(inputs: Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current Plan`)
};

const es_plans_current = /** @type {(inputs: Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan actual`)
};

const de_plans_current = /** @type {(inputs: Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktueller Tarif`)
};

const fr_plans_current = /** @type {(inputs: Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule actuelle`)
};

const zh_hans1_plans_current = /** @type {(inputs: Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`当前套餐`)
};

/**
* | output |
* | --- |
* | "Current Plan" |
*
* @param {Plans_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_current = /** @type {((inputs?: Plans_CurrentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_CurrentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_current(inputs)
	if (locale === "de") return de_plans_current(inputs)
	if (locale === "fr") return fr_plans_current(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_current(inputs)
	return en_plans_current(inputs)
});