/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_At_GenusInputs */

const en_admin_at_genus = /** @type {(inputs: Admin_At_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At a genus`)
};

const es_admin_at_genus = /** @type {(inputs: Admin_At_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En un género`)
};

const de_admin_at_genus = /** @type {(inputs: Admin_At_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei einer Gattung`)
};

const fr_admin_at_genus = /** @type {(inputs: Admin_At_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À un genre`)
};

const zh_hans1_admin_at_genus = /** @type {(inputs: Admin_At_GenusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停在属`)
};

/**
* | output |
* | --- |
* | "At a genus" |
*
* @param {Admin_At_GenusInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_at_genus = /** @type {((inputs?: Admin_At_GenusInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_At_GenusInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_at_genus(inputs)
	if (locale === "de") return de_admin_at_genus(inputs)
	if (locale === "fr") return fr_admin_at_genus(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_at_genus(inputs)
	return en_admin_at_genus(inputs)
});