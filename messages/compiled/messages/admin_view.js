/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ViewInputs */

const en_admin_view = /** @type {(inputs: Admin_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

const es_admin_view = /** @type {(inputs: Admin_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver`)
};

const de_admin_view = /** @type {(inputs: Admin_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ansehen`)
};

const fr_admin_view = /** @type {(inputs: Admin_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir`)
};

const zh_hans1_admin_view = /** @type {(inputs: Admin_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看`)
};

/**
* | output |
* | --- |
* | "View" |
*
* @param {Admin_ViewInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_view = /** @type {((inputs?: Admin_ViewInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ViewInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_view(inputs)
	if (locale === "de") return de_admin_view(inputs)
	if (locale === "fr") return fr_admin_view(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_view(inputs)
	return en_admin_view(inputs)
});