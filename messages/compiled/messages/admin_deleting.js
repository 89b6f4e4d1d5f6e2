/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_DeletingInputs */

const en_admin_deleting = /** @type {(inputs: Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

const es_admin_deleting = /** @type {(inputs: Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminando…`)
};

const de_admin_deleting = /** @type {(inputs: Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gelöscht …`)
};

const fr_admin_deleting = /** @type {(inputs: Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression…`)
};

const zh_hans1_admin_deleting = /** @type {(inputs: Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在删除…`)
};

/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Admin_DeletingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_deleting = /** @type {((inputs?: Admin_DeletingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DeletingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_deleting(inputs)
	if (locale === "de") return de_admin_deleting(inputs)
	if (locale === "fr") return fr_admin_deleting(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_deleting(inputs)
	return en_admin_deleting(inputs)
});