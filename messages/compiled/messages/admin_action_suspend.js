/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_SuspendInputs */

const en_admin_action_suspend = /** @type {(inputs: Admin_Action_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspended user`)
};

const es_admin_action_suspend = /** @type {(inputs: Admin_Action_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario suspendido`)
};

const de_admin_action_suspend = /** @type {(inputs: Admin_Action_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer gesperrt`)
};

const fr_admin_action_suspend = /** @type {(inputs: Admin_Action_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur suspendu`)
};

const zh_hans1_admin_action_suspend = /** @type {(inputs: Admin_Action_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停用了用户`)
};

/**
* | output |
* | --- |
* | "Suspended user" |
*
* @param {Admin_Action_SuspendInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_action_suspend = /** @type {((inputs?: Admin_Action_SuspendInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_SuspendInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_action_suspend(inputs)
	if (locale === "de") return de_admin_action_suspend(inputs)
	if (locale === "fr") return fr_admin_action_suspend(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_action_suspend(inputs)
	return en_admin_action_suspend(inputs)
});