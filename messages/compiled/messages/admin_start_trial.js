/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Start_TrialInputs */

const en_admin_start_trial = /** @type {(inputs: Admin_Start_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Trial`)
};

const es_admin_start_trial = /** @type {(inputs: Admin_Start_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar prueba`)
};

const de_admin_start_trial = /** @type {(inputs: Admin_Start_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase starten`)
};

const fr_admin_start_trial = /** @type {(inputs: Admin_Start_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lancer l’essai`)
};

const zh_hans1_admin_start_trial = /** @type {(inputs: Admin_Start_TrialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始试用`)
};

/**
* | output |
* | --- |
* | "Start Trial" |
*
* @param {Admin_Start_TrialInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_start_trial = /** @type {((inputs?: Admin_Start_TrialInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Start_TrialInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_start_trial(inputs)
	if (locale === "de") return de_admin_start_trial(inputs)
	if (locale === "fr") return fr_admin_start_trial(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_start_trial(inputs)
	return en_admin_start_trial(inputs)
});