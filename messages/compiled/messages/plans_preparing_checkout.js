/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Preparing_CheckoutInputs */

const en_plans_preparing_checkout = /** @type {(inputs: Plans_Preparing_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing checkout…`)
};

const es_plans_preparing_checkout = /** @type {(inputs: Plans_Preparing_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando el pago…`)
};

const de_plans_preparing_checkout = /** @type {(inputs: Plans_Preparing_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlvorgang wird vorbereitet…`)
};

const fr_plans_preparing_checkout = /** @type {(inputs: Plans_Preparing_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparation du paiement…`)
};

const zh_hans1_plans_preparing_checkout = /** @type {(inputs: Plans_Preparing_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在准备结账…`)
};

/**
* | output |
* | --- |
* | "Preparing checkout…" |
*
* @param {Plans_Preparing_CheckoutInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_preparing_checkout = /** @type {((inputs?: Plans_Preparing_CheckoutInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Preparing_CheckoutInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_preparing_checkout(inputs)
	if (locale === "de") return de_plans_preparing_checkout(inputs)
	if (locale === "fr") return fr_plans_preparing_checkout(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_preparing_checkout(inputs)
	return en_plans_preparing_checkout(inputs)
});