/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Cancel_CheckoutInputs */

const en_plans_cancel_checkout = /** @type {(inputs: Plans_Cancel_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel and return to My Subscription`)
};

const es_plans_cancel_checkout = /** @type {(inputs: Plans_Cancel_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar y volver a Mi suscripción`)
};

const de_plans_cancel_checkout = /** @type {(inputs: Plans_Cancel_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen und zurück zu meinem Abo`)
};

const fr_plans_cancel_checkout = /** @type {(inputs: Plans_Cancel_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler et revenir à Mon abonnement`)
};

const zh_hans1_plans_cancel_checkout = /** @type {(inputs: Plans_Cancel_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消并返回我的订阅`)
};

/**
* | output |
* | --- |
* | "Cancel and return to My Subscription" |
*
* @param {Plans_Cancel_CheckoutInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_cancel_checkout = /** @type {((inputs?: Plans_Cancel_CheckoutInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Cancel_CheckoutInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_cancel_checkout(inputs)
	if (locale === "de") return de_plans_cancel_checkout(inputs)
	if (locale === "fr") return fr_plans_cancel_checkout(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_cancel_checkout(inputs)
	return en_plans_cancel_checkout(inputs)
});