/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Plans_PayInputs */

const en_plans_pay = /** @type {(inputs: Plans_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.price}`)
};

const es_plans_pay = /** @type {(inputs: Plans_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagar ${i?.price}`)
};

const de_plans_pay = /** @type {(inputs: Plans_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} bezahlen`)
};

const fr_plans_pay = /** @type {(inputs: Plans_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payer ${i?.price}`)
};

const zh_hans1_plans_pay = /** @type {(inputs: Plans_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`支付 ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Pay {price}" |
*
* @param {Plans_PayInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_pay = /** @type {((inputs: Plans_PayInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_PayInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_pay(inputs)
	if (locale === "de") return de_plans_pay(inputs)
	if (locale === "fr") return fr_plans_pay(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_pay(inputs)
	return en_plans_pay(inputs)
});