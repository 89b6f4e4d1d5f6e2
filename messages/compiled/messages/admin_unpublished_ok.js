/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Unpublished_OkInputs */

const en_admin_unpublished_ok = /** @type {(inputs: Admin_Unpublished_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification unpublished successfully`)
};

const es_admin_unpublished_ok = /** @type {(inputs: Admin_Unpublished_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación retirada del catálogo`)
};

const de_admin_unpublished_ok = /** @type {(inputs: Admin_Unpublished_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichung zurückgenommen`)
};

const fr_admin_unpublished_ok = /** @type {(inputs: Admin_Unpublished_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification retirée du catalogue`)
};

const zh_hans1_admin_unpublished_ok = /** @type {(inputs: Admin_Unpublished_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已取消发布识别`)
};

/**
* | output |
* | --- |
* | "Identification unpublished successfully" |
*
* @param {Admin_Unpublished_OkInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_unpublished_ok = /** @type {((inputs?: Admin_Unpublished_OkInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Unpublished_OkInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_unpublished_ok(inputs)
	if (locale === "de") return de_admin_unpublished_ok(inputs)
	if (locale === "fr") return fr_admin_unpublished_ok(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_unpublished_ok(inputs)
	return en_admin_unpublished_ok(inputs)
});