/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Faq_Trial_AnswerInputs */

const en_plans_faq_trial_answer = /** @type {(inputs: Plans_Faq_Trial_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trial lasts 7 days and unlocks all premium features. No credit card is needed, and when it ends your account goes back to the free plan.`)
};

const es_plans_faq_trial_answer = /** @type {(inputs: Plans_Faq_Trial_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La prueba dura 7 días y desbloquea todas las funciones premium. No necesitas tarjeta de crédito y, al terminar, tu cuenta vuelve al plan gratuito.`)
};

const de_plans_faq_trial_answer = /** @type {(inputs: Plans_Faq_Trial_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Testphase dauert 7 Tage und schaltet alle Premium-Funktionen frei. Du brauchst keine Kreditkarte, und danach kehrt dein Konto zum kostenlosen Tarif zurück.`)
};

const fr_plans_faq_trial_answer = /** @type {(inputs: Plans_Faq_Trial_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'essai dure 7 jours et débloque toutes les fonctions premium. Aucune carte bancaire n'est nécessaire, et à la fin votre compte revient à la formule gratuite.`)
};

const zh_hans1_plans_faq_trial_answer = /** @type {(inputs: Plans_Faq_Trial_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`试用期 7 天，可使用全部高级功能。无需信用卡，结束后账户将恢复为免费版。`)
};

/**
* | output |
* | --- |
* | "The trial lasts 7 days and unlocks all premium features. No credit card is needed, and when it ends your account goes back to the free plan." |
*
* @param {Plans_Faq_Trial_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_faq_trial_answer = /** @type {((inputs?: Plans_Faq_Trial_AnswerInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Faq_Trial_AnswerInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_faq_trial_answer(inputs)
	if (locale === "de") return de_plans_faq_trial_answer(inputs)
	if (locale === "fr") return fr_plans_faq_trial_answer(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_faq_trial_answer(inputs)
	return en_plans_faq_trial_answer(inputs)
});