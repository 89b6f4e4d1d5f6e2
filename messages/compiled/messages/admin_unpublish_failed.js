/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Unpublish_FailedInputs */

const en_admin_unpublish_failed = /** @type {(inputs: Admin_Unpublish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to unpublish identification`)
};

const es_admin_unpublish_failed = /** @type {(inputs: Admin_Unpublish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido retirar la identificación`)
};

const de_admin_unpublish_failed = /** @type {(inputs: Admin_Unpublish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichung konnte nicht zurückgenommen werden`)
};

const fr_admin_unpublish_failed = /** @type {(inputs: Admin_Unpublish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de retirer l’identification`)
};

const zh_hans1_admin_unpublish_failed = /** @type {(inputs: Admin_Unpublish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消发布识别失败`)
};

/**
* | output |
* | --- |
* | "Failed to unpublish identification" |
*
* @param {Admin_Unpublish_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_unpublish_failed = /** @type {((inputs?: Admin_Unpublish_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Unpublish_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_unpublish_failed(inputs)
	if (locale === "de") return de_admin_unpublish_failed(inputs)
	if (locale === "fr") return fr_admin_unpublish_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_unpublish_failed(inputs)
	return en_admin_unpublish_failed(inputs)
});