/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Unpaid_TextInputs */

const en_plans_unpaid_text = /** @type {(inputs: Plans_Unpaid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not completed. Please try again or contact support.`)
};

const es_plans_unpaid_text = /** @type {(inputs: Plans_Unpaid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago no se completó. Inténtalo de nuevo o contacta con el soporte.`)
};

const de_plans_unpaid_text = /** @type {(inputs: Plans_Unpaid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung wurde nicht abgeschlossen. Bitte versuche es erneut oder wende dich an den Support.`)
};

const fr_plans_unpaid_text = /** @type {(inputs: Plans_Unpaid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement n’a pas abouti. Veuillez réessayer ou contacter l’assistance.`)
};

const zh_hans1_plans_unpaid_text = /** @type {(inputs: Plans_Unpaid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`付款未完成。请重试或联系客服。`)
};

/**
* | output |
* | --- |
* | "Payment not completed. Please try again or contact support." |
*
* @param {Plans_Unpaid_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_unpaid_text = /** @type {((inputs?: Plans_Unpaid_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Unpaid_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_unpaid_text(inputs)
	if (locale === "de") return de_plans_unpaid_text(inputs)
	if (locale === "fr") return fr_plans_unpaid_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_unpaid_text(inputs)
	return en_plans_unpaid_text(inputs)
});