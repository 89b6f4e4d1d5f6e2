/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Checkout_CanceledInputs */

const en_plans_checkout_canceled = /** @type {(inputs: Plans_Checkout_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription process was canceled. You can try again whenever you're ready.`)
};

const es_plans_checkout_canceled = /** @type {(inputs: Plans_Checkout_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se canceló el proceso de suscripción. Puedes intentarlo de nuevo cuando quieras.`)
};

const de_plans_checkout_canceled = /** @type {(inputs: Plans_Checkout_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Abschluss deines Abos wurde abgebrochen. Du kannst es jederzeit noch einmal versuchen.`)
};

const fr_plans_checkout_canceled = /** @type {(inputs: Plans_Checkout_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre souscription a été annulée. Vous pouvez réessayer quand vous voulez.`)
};

const zh_hans1_plans_checkout_canceled = /** @type {(inputs: Plans_Checkout_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的订阅流程已取消，准备好后可随时重试。`)
};

/**
* | output |
* | --- |
* | "Your subscription process was canceled. You can try again whenever you're ready." |
*
* @param {Plans_Checkout_CanceledInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_checkout_canceled = /** @type {((inputs?: Plans_Checkout_CanceledInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Checkout_CanceledInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_checkout_canceled(inputs)
	if (locale === "de") return de_plans_checkout_canceled(inputs)
	if (locale === "fr") return fr_plans_checkout_canceled(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_checkout_canceled(inputs)
	return en_plans_checkout_canceled(inputs)
});