/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Checkout_TitleInputs */

const en_plans_checkout_title = /** @type {(inputs: Plans_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

const es_plans_checkout_title = /** @type {(inputs: Plans_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago`)
};

const de_plans_checkout_title = /** @type {(inputs: Plans_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlen`)
};

const fr_plans_checkout_title = /** @type {(inputs: Plans_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

const zh_hans1_plans_checkout_title = /** @type {(inputs: Plans_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结账`)
};

/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Plans_Checkout_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_checkout_title = /** @type {((inputs?: Plans_Checkout_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Checkout_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_checkout_title(inputs)
	if (locale === "de") return de_plans_checkout_title(inputs)
	if (locale === "fr") return fr_plans_checkout_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_checkout_title(inputs)
	return en_plans_checkout_title(inputs)
});