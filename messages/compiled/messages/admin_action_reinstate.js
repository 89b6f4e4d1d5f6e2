/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_ReinstateInputs */

const en_admin_action_reinstate = /** @type {(inputs: Admin_Action_ReinstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reinstated user`)
};

const es_admin_action_reinstate = /** @type {(inputs: Admin_Action_ReinstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario reactivado`)
};

const de_admin_action_reinstate = /** @type {(inputs: Admin_Action_ReinstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer freigegeben`)
};

const fr_admin_action_reinstate = /** @type {(inputs: Admin_Action_ReinstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur rétabli`)
};

const zh_hans1_admin_action_reinstate = /** @type {(inputs: Admin_Action_ReinstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复了用户`)
};

/**
* | output |
* | --- |
* | "Reinstated user" |
*
* @param {Admin_Action_ReinstateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_action_reinstate = /** @type {((inputs?: Admin_Action_ReinstateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_ReinstateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_action_reinstate(inputs)
	if (locale === "de") return de_admin_action_reinstate(inputs)
	if (locale === "fr") return fr_admin_action_reinstate(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_action_reinstate(inputs)
	return en_admin_action_reinstate(inputs)
});