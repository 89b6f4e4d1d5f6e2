/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Payment_ConfirmedInputs */

const en_plans_payment_confirmed = /** @type {(inputs: Plans_Payment_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment confirmed`)
};

const es_plans_payment_confirmed = /** @type {(inputs: Plans_Payment_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago confirmado`)
};

const de_plans_payment_confirmed = /** @type {(inputs: Plans_Payment_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung bestätigt`)
};

const fr_plans_payment_confirmed = /** @type {(inputs: Plans_Payment_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement confirmé`)
};

const zh_hans1_plans_payment_confirmed = /** @type {(inputs: Plans_Payment_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`付款已确认`)
};

/**
* | output |
* | --- |
* | "Payment confirmed" |
*
* @param {Plans_Payment_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_payment_confirmed = /** @type {((inputs?: Plans_Payment_ConfirmedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Payment_ConfirmedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_payment_confirmed(inputs)
	if (locale === "de") return de_plans_payment_confirmed(inputs)
	if (locale === "fr") return fr_plans_payment_confirmed(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_payment_confirmed(inputs)
	return en_plans_payment_confirmed(inputs)
});