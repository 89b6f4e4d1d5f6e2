/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Yes_CancelInputs */

const en_plans_yes_cancel = /** @type {(inputs: Plans_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel`)
};

const es_plans_yes_cancel = /** @type {(inputs: Plans_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, cancelar`)
};

const de_plans_yes_cancel = /** @type {(inputs: Plans_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, kündigen`)
};

const fr_plans_yes_cancel = /** @type {(inputs: Plans_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, résilier`)
};

const zh_hans1_plans_yes_cancel = /** @type {(inputs: Plans_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是，取消`)
};

/**
* | output |
* | --- |
* | "Yes, cancel" |
*
* @param {Plans_Yes_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_yes_cancel = /** @type {((inputs?: Plans_Yes_CancelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Yes_CancelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_yes_cancel(inputs)
	if (locale === "de") return de_plans_yes_cancel(inputs)
	if (locale === "fr") return fr_plans_yes_cancel(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_yes_cancel(inputs)
	return en_plans_yes_cancel(inputs)
});