/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verification_Issue_TextInputs */

const en_plans_verification_issue_text = /** @type {(inputs: Plans_Verification_Issue_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're having trouble confirming your subscription. Please try again or contact support.`)
};

const es_plans_verification_issue_text = /** @type {(inputs: Plans_Verification_Issue_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenemos problemas para confirmar tu suscripción. Inténtalo de nuevo o contacta con el soporte.`)
};

const de_plans_verification_issue_text = /** @type {(inputs: Plans_Verification_Issue_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir können dein Abo gerade nicht bestätigen. Bitte versuche es erneut oder wende dich an den Support.`)
};

const fr_plans_verification_issue_text = /** @type {(inputs: Plans_Verification_Issue_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons du mal à confirmer votre abonnement. Veuillez réessayer ou contacter l’assistance.`)
};

const zh_hans1_plans_verification_issue_text = /** @type {(inputs: Plans_Verification_Issue_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们暂时无法确认你的订阅。请重试或联系客服。`)
};

/**
* | output |
* | --- |
* | "We're having trouble confirming your subscription. Please try again or contact support." |
*
* @param {Plans_Verification_Issue_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_verification_issue_text = /** @type {((inputs?: Plans_Verification_Issue_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verification_Issue_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_verification_issue_text(inputs)
	if (locale === "de") return de_plans_verification_issue_text(inputs)
	if (locale === "fr") return fr_plans_verification_issue_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_verification_issue_text(inputs)
	return en_plans_verification_issue_text(inputs)
});