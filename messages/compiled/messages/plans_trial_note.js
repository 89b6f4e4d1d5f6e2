/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, link: NonNullable<unknown> }} Plans_Trial_NoteInputs */

const en_plans_trial_note = /** @type {(inputs: Plans_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscriptions include a ${i?.days}-day free trial: you can start it from ${i?.link} with no card.`)
};

const es_plans_trial_note = /** @type {(inputs: Plans_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las suscripciones incluyen una prueba gratuita de ${i?.days} días: puedes empezarla desde ${i?.link} sin tarjeta.`)
};

const de_plans_trial_note = /** @type {(inputs: Plans_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abos enthalten eine kostenlose Testphase von ${i?.days} Tagen: Du kannst sie ohne Karte unter ${i?.link} starten.`)
};

const fr_plans_trial_note = /** @type {(inputs: Plans_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les abonnements comprennent un essai gratuit de ${i?.days} jours : vous pouvez le commencer depuis ${i?.link} sans carte.`)
};

const zh_hans1_plans_trial_note = /** @type {(inputs: Plans_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`订阅包含 ${i?.days} 天免费试用：你可以在${i?.link}中开始，无需银行卡。`)
};

/**
* | output |
* | --- |
* | "Subscriptions include a {days}-day free trial: you can start it from {link} with no card." |
*
* @param {Plans_Trial_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_trial_note = /** @type {((inputs: Plans_Trial_NoteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Trial_NoteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_trial_note(inputs)
	if (locale === "de") return de_plans_trial_note(inputs)
	if (locale === "fr") return fr_plans_trial_note(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_trial_note(inputs)
	return en_plans_trial_note(inputs)
});