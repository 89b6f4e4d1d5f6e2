/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verifying_PaymentInputs */

const en_plans_verifying_payment = /** @type {(inputs: Plans_Verifying_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifying your payment with our payment provider…`)
};

const es_plans_verifying_payment = /** @type {(inputs: Plans_Verifying_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando tu pago con nuestro proveedor de pagos…`)
};

const de_plans_verifying_payment = /** @type {(inputs: Plans_Verifying_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Zahlung wird bei unserem Zahlungsanbieter geprüft…`)
};

const fr_plans_verifying_payment = /** @type {(inputs: Plans_Verifying_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de votre paiement auprès de notre prestataire de paiement…`)
};

const zh_hans1_plans_verifying_payment = /** @type {(inputs: Plans_Verifying_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在向我们的支付服务商核实你的付款…`)
};

/**
* | output |
* | --- |
* | "Verifying your payment with our payment provider…" |
*
* @param {Plans_Verifying_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_verifying_payment = /** @type {((inputs?: Plans_Verifying_PaymentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verifying_PaymentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_verifying_payment(inputs)
	if (locale === "de") return de_plans_verifying_payment(inputs)
	if (locale === "fr") return fr_plans_verifying_payment(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_verifying_payment(inputs)
	return en_plans_verifying_payment(inputs)
});