/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Checkout_FailedInputs */

const en_plans_checkout_failed = /** @type {(inputs: Plans_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to initialize checkout`)
};

const es_plans_checkout_failed = /** @type {(inputs: Plans_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar el pago`)
};

const de_plans_checkout_failed = /** @type {(inputs: Plans_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Bezahlvorgang konnte nicht gestartet werden`)
};

const fr_plans_checkout_failed = /** @type {(inputs: Plans_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de lancer le paiement`)
};

const zh_hans1_plans_checkout_failed = /** @type {(inputs: Plans_Checkout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法开始结账`)
};

/**
* | output |
* | --- |
* | "Failed to initialize checkout" |
*
* @param {Plans_Checkout_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_checkout_failed = /** @type {((inputs?: Plans_Checkout_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Checkout_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_checkout_failed(inputs)
	if (locale === "de") return de_plans_checkout_failed(inputs)
	if (locale === "fr") return fr_plans_checkout_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_checkout_failed(inputs)
	return en_plans_checkout_failed(inputs)
});