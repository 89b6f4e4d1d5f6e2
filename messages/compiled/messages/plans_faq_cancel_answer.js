/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Faq_Cancel_AnswerInputs */

const en_plans_faq_cancel_answer = /** @type {(inputs: Plans_Faq_Cancel_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly and yearly plans can be cancelled at any time from My Subscription. You keep access until the end of the billing period.`)
};

const es_plans_faq_cancel_answer = /** @type {(inputs: Plans_Faq_Cancel_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes mensual y anual se pueden cancelar cuando quieras desde Mi suscripción. Mantienes el acceso hasta el final del periodo de facturación.`)
};

const de_plans_faq_cancel_answer = /** @type {(inputs: Plans_Faq_Cancel_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monats- und Jahrestarife kannst du jederzeit unter „Mein Abo“ kündigen. Der Zugang bleibt bis zum Ende des Abrechnungszeitraums.`)
};

const fr_plans_faq_cancel_answer = /** @type {(inputs: Plans_Faq_Cancel_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les formules mensuelle et annuelle se résilient à tout moment depuis Mon abonnement. Vous gardez l'accès jusqu'à la fin de la période de facturation.`)
};

const zh_hans1_plans_faq_cancel_answer = /** @type {(inputs: Plans_Faq_Cancel_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`月付和年付套餐可随时在“我的订阅”中取消，访问权限保留到当前计费周期结束。`)
};

/**
* | output |
* | --- |
* | "Monthly and yearly plans can be cancelled at any time from My Subscription. You keep access until the end of the billing period." |
*
* @param {Plans_Faq_Cancel_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_faq_cancel_answer = /** @type {((inputs?: Plans_Faq_Cancel_AnswerInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Faq_Cancel_AnswerInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_faq_cancel_answer(inputs)
	if (locale === "de") return de_plans_faq_cancel_answer(inputs)
	if (locale === "fr") return fr_plans_faq_cancel_answer(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_faq_cancel_answer(inputs)
	return en_plans_faq_cancel_answer(inputs)
});