/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Plans_Faq_Lifetime_AnswerInputs */

const en_plans_faq_lifetime_answer = /** @type {(inputs: Plans_Faq_Lifetime_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A one-time payment for unlimited use, with no renewals, so there is nothing to cancel. It is limited to the first ${i?.total} users.`)
};

const es_plans_faq_lifetime_answer = /** @type {(inputs: Plans_Faq_Lifetime_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un pago único para uso ilimitado, sin renovaciones, así que no hay nada que cancelar. Está limitado a los primeros ${i?.total} usuarios.`)
};

const de_plans_faq_lifetime_answer = /** @type {(inputs: Plans_Faq_Lifetime_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine einmalige Zahlung für unbegrenzte Nutzung, ohne Verlängerung, also gibt es nichts zu kündigen. Er ist auf die ersten ${i?.total} Nutzer begrenzt.`)
};

const fr_plans_faq_lifetime_answer = /** @type {(inputs: Plans_Faq_Lifetime_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un paiement unique pour un usage illimité, sans renouvellement : il n'y a rien à résilier. Elle est limitée aux ${i?.total} premiers utilisateurs.`)
};

const zh_hans1_plans_faq_lifetime_answer = /** @type {(inputs: Plans_Faq_Lifetime_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一次付费即可无限使用，无需续费，因此也无需取消。仅限前 ${i?.total} 位用户。`)
};

/**
* | output |
* | --- |
* | "A one-time payment for unlimited use, with no renewals, so there is nothing to cancel. It is limited to the first {total} users." |
*
* @param {Plans_Faq_Lifetime_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_faq_lifetime_answer = /** @type {((inputs: Plans_Faq_Lifetime_AnswerInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Faq_Lifetime_AnswerInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_faq_lifetime_answer(inputs)
	if (locale === "de") return de_plans_faq_lifetime_answer(inputs)
	if (locale === "fr") return fr_plans_faq_lifetime_answer(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_faq_lifetime_answer(inputs)
	return en_plans_faq_lifetime_answer(inputs)
});