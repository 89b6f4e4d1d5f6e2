/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_All_ClassesInputs */

const en_admin_all_classes = /** @type {(inputs: Admin_All_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All classes`)
};

const es_admin_all_classes = /** @type {(inputs: Admin_All_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las clases`)
};

const de_admin_all_classes = /** @type {(inputs: Admin_All_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Klassen`)
};

const fr_admin_all_classes = /** @type {(inputs: Admin_All_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les classes`)
};

const zh_hans1_admin_all_classes = /** @type {(inputs: Admin_All_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有纲`)
};

/**
* | output |
* | --- |
* | "All classes" |
*
* @param {Admin_All_ClassesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_all_classes = /** @type {((inputs?: Admin_All_ClassesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_All_ClassesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_all_classes(inputs)
	if (locale === "de") return de_admin_all_classes(inputs)
	if (locale === "fr") return fr_admin_all_classes(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_all_classes(inputs)
	return en_admin_all_classes(inputs)
});