/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Delete_IdentificationInputs */

const en_admin_action_delete_identification = /** @type {(inputs: Admin_Action_Delete_IdentificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted identification`)
};

const es_admin_action_delete_identification = /** @type {(inputs: Admin_Action_Delete_IdentificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación eliminada`)
};

const de_admin_action_delete_identification = /** @type {(inputs: Admin_Action_Delete_IdentificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung gelöscht`)
};

const fr_admin_action_delete_identification = /** @type {(inputs: Admin_Action_Delete_IdentificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification supprimée`)
};

const zh_hans1_admin_action_delete_identification = /** @type {(inputs: Admin_Action_Delete_IdentificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除了识别`)
};

/**
* | output |
* | --- |
* | "Deleted identification" |
*
* @param {Admin_Action_Delete_IdentificationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_action_delete_identification = /** @type {((inputs?: Admin_Action_Delete_IdentificationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Delete_IdentificationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_action_delete_identification(inputs)
	if (locale === "de") return de_admin_action_delete_identification(inputs)
	if (locale === "fr") return fr_admin_action_delete_identification(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_action_delete_identification(inputs)
	return en_admin_action_delete_identification(inputs)
});