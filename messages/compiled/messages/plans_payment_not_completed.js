/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Payment_Not_CompletedInputs */

const en_plans_payment_not_completed = /** @type {(inputs: Plans_Payment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not completed`)
};

const es_plans_payment_not_completed = /** @type {(inputs: Plans_Payment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago no completado`)
};

const de_plans_payment_not_completed = /** @type {(inputs: Plans_Payment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung nicht abgeschlossen`)
};

const fr_plans_payment_not_completed = /** @type {(inputs: Plans_Payment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement non abouti`)
};

const zh_hans1_plans_payment_not_completed = /** @type {(inputs: Plans_Payment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`付款未完成`)
};

/**
* | output |
* | --- |
* | "Payment not completed" |
*
* @param {Plans_Payment_Not_CompletedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_payment_not_completed = /** @type {((inputs?: Plans_Payment_Not_CompletedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Payment_Not_CompletedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_payment_not_completed(inputs)
	if (locale === "de") return de_plans_payment_not_completed(inputs)
	if (locale === "fr") return fr_plans_payment_not_completed(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_payment_not_completed(inputs)
	return en_plans_payment_not_completed(inputs)
});