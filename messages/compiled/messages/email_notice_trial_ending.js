/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Email_Notice_Trial_EndingInputs */

const en_email_notice_trial_ending = /** @type {(inputs: Email_Notice_Trial_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your free trial ends on ${i?.date}. Choose a plan to keep identifying without limits.`)
};

const es_email_notice_trial_ending = /** @type {(inputs: Email_Notice_Trial_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu prueba gratuita termina el ${i?.date}. Elige un plan para seguir identificando sin límites.`)
};

const de_email_notice_trial_ending = /** @type {(inputs: Email_Notice_Trial_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine kostenlose Testphase endet am ${i?.date}. Wähle einen Plan, um weiter ohne Grenzen zu bestimmen.`)
};

const fr_email_notice_trial_ending = /** @type {(inputs: Email_Notice_Trial_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre essai gratuit se termine le ${i?.date}. Choisissez une formule pour continuer à identifier sans limite.`)
};

const zh_hans1_email_notice_trial_ending = /** @type {(inputs: Email_Notice_Trial_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的免费试用将于 ${i?.date} 结束。选择一个套餐，即可继续无限次识别。`)
};

/**
* | output |
* | --- |
* | "Your free trial ends on {date}. Choose a plan to keep identifying without limits." |
*
* @param {Email_Notice_Trial_EndingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_notice_trial_ending = /** @type {((inputs: Email_Notice_Trial_EndingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Notice_Trial_EndingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_notice_trial_ending(inputs)
	if (locale === "de") return de_email_notice_trial_ending(inputs)
	if (locale === "fr") return fr_email_notice_trial_ending(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_notice_trial_ending(inputs)
	return en_email_notice_trial_ending(inputs)
});