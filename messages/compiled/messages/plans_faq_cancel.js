/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Faq_CancelInputs */

const en_plans_faq_cancel = /** @type {(inputs: Plans_Faq_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I cancel my subscription?`)
};

const es_plans_faq_cancel = /** @type {(inputs: Plans_Faq_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Puedo cancelar mi suscripción?`)
};

const de_plans_faq_cancel = /** @type {(inputs: Plans_Faq_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kann ich mein Abo kündigen?`)
};

const fr_plans_faq_cancel = /** @type {(inputs: Plans_Faq_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puis-je résilier mon abonnement ?`)
};

const zh_hans1_plans_faq_cancel = /** @type {(inputs: Plans_Faq_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我可以取消订阅吗？`)
};

/**
* | output |
* | --- |
* | "Can I cancel my subscription?" |
*
* @param {Plans_Faq_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_faq_cancel = /** @type {((inputs?: Plans_Faq_CancelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Faq_CancelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_faq_cancel(inputs)
	if (locale === "de") return de_plans_faq_cancel(inputs)
	if (locale === "fr") return fr_plans_faq_cancel(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_faq_cancel(inputs)
	return en_plans_faq_cancel(inputs)
});