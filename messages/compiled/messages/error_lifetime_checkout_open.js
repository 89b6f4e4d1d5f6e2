/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Lifetime_Checkout_OpenInputs */

const en_error_lifetime_checkout_open = /** @type {(inputs: Error_Lifetime_Checkout_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your lifetime checkout is already open. Please finish it or try again in a few minutes.`)
};

const es_error_lifetime_checkout_open = /** @type {(inputs: Error_Lifetime_Checkout_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pago del plan vitalicio ya está abierto. Termínalo o vuelve a intentarlo dentro de unos minutos.`)
};

const de_error_lifetime_checkout_open = /** @type {(inputs: Error_Lifetime_Checkout_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Kauf des lebenslangen Plans ist schon geöffnet. Bitte schließe ihn ab oder versuche es in ein paar Minuten noch einmal.`)
};

const fr_error_lifetime_checkout_open = /** @type {(inputs: Error_Lifetime_Checkout_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement de la formule à vie est déjà ouvert. Terminez-le ou réessayez dans quelques minutes.`)
};

const zh_hans1_error_lifetime_checkout_open = /** @type {(inputs: Error_Lifetime_Checkout_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的终身套餐结账已在进行中。请完成结账，或几分钟后再试。`)
};

/**
* | output |
* | --- |
* | "Your lifetime checkout is already open. Please finish it or try again in a few minutes." |
*
* @param {Error_Lifetime_Checkout_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_lifetime_checkout_open = /** @type {((inputs?: Error_Lifetime_Checkout_OpenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Lifetime_Checkout_OpenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_lifetime_checkout_open(inputs)
	if (locale === "de") return de_error_lifetime_checkout_open(inputs)
	if (locale === "fr") return fr_error_lifetime_checkout_open(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_lifetime_checkout_open(inputs)
	return en_error_lifetime_checkout_open(inputs)
});