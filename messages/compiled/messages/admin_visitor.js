/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_VisitorInputs */

const en_admin_visitor = /** @type {(inputs: Admin_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitor`)
};

const es_admin_visitor = /** @type {(inputs: Admin_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitante`)
};

const de_admin_visitor = /** @type {(inputs: Admin_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besucher`)
};

const fr_admin_visitor = /** @type {(inputs: Admin_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiteur`)
};

const zh_hans1_admin_visitor = /** @type {(inputs: Admin_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`访客`)
};

/**
* | output |
* | --- |
* | "Visitor" |
*
* @param {Admin_VisitorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_visitor = /** @type {((inputs?: Admin_VisitorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_VisitorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_visitor(inputs)
	if (locale === "de") return de_admin_visitor(inputs)
	if (locale === "fr") return fr_admin_visitor(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_visitor(inputs)
	return en_admin_visitor(inputs)
});