/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_TrialInputs */

const en_admin_action_trial = /** @type {(inputs: Admin_Action_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started trial`)
};

const es_admin_action_trial = /** @type {(inputs: Admin_Action_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba iniciada`)
};

const de_admin_action_trial = /** @type {(inputs: Admin_Action_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase gestartet`)
};

const fr_admin_action_trial = /** @type {(inputs: Admin_Action_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essai lancé`)
};

const zh_hans1_admin_action_trial = /** @type {(inputs: Admin_Action_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始了试用`)
};

/**
* | output |
* | --- |
* | "Started trial" |
*
* @param {Admin_Action_TrialInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_action_trial = /** @type {((inputs?: Admin_Action_TrialInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_TrialInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_action_trial(inputs)
	if (locale === "de") return de_admin_action_trial(inputs)
	if (locale === "fr") return fr_admin_action_trial(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_action_trial(inputs)
	return en_admin_action_trial(inputs)
});