/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_TrashedInputs */

const en_admin_trashed = /** @type {(inputs: Admin_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trashed`)
};

const es_admin_trashed = /** @type {(inputs: Admin_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la papelera`)
};

const de_admin_trashed = /** @type {(inputs: Admin_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Papierkorb`)
};

const fr_admin_trashed = /** @type {(inputs: Admin_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans la corbeille`)
};

const zh_hans1_admin_trashed = /** @type {(inputs: Admin_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已移入回收站`)
};

/**
* | output |
* | --- |
* | "Trashed" |
*
* @param {Admin_TrashedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_trashed = /** @type {((inputs?: Admin_TrashedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_TrashedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_trashed(inputs)
	if (locale === "de") return de_admin_trashed(inputs)
	if (locale === "fr") return fr_admin_trashed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_trashed(inputs)
	return en_admin_trashed(inputs)
});