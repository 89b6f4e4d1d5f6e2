/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Delete_FailedInputs */

const en_admin_delete_failed = /** @type {(inputs: Admin_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete identification`)
};

const es_admin_delete_failed = /** @type {(inputs: Admin_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido eliminar la identificación`)
};

const de_admin_delete_failed = /** @type {(inputs: Admin_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung konnte nicht gelöscht werden`)
};

const fr_admin_delete_failed = /** @type {(inputs: Admin_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l’identification`)
};

const zh_hans1_admin_delete_failed = /** @type {(inputs: Admin_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除识别失败`)
};

/**
* | output |
* | --- |
* | "Failed to delete identification" |
*
* @param {Admin_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_delete_failed = /** @type {((inputs?: Admin_Delete_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Delete_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_delete_failed(inputs)
	if (locale === "de") return de_admin_delete_failed(inputs)
	if (locale === "fr") return fr_admin_delete_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_delete_failed(inputs)
	return en_admin_delete_failed(inputs)
});