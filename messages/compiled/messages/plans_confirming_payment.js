/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Confirming_PaymentInputs */

const en_plans_confirming_payment = /** @type {(inputs: Plans_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your payment`)
};

const es_plans_confirming_payment = /** @type {(inputs: Plans_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando tu pago`)
};

const de_plans_confirming_payment = /** @type {(inputs: Plans_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Zahlung wird bestätigt`)
};

const fr_plans_confirming_payment = /** @type {(inputs: Plans_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre paiement`)
};

const zh_hans1_plans_confirming_payment = /** @type {(inputs: Plans_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在确认你的付款`)
};

/**
* | output |
* | --- |
* | "Confirming your payment" |
*
* @param {Plans_Confirming_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_confirming_payment = /** @type {((inputs?: Plans_Confirming_PaymentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Confirming_PaymentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_confirming_payment(inputs)
	if (locale === "de") return de_plans_confirming_payment(inputs)
	if (locale === "fr") return fr_plans_confirming_payment(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_confirming_payment(inputs)
	return en_plans_confirming_payment(inputs)
});