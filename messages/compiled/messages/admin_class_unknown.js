/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Class_UnknownInputs */

const en_admin_class_unknown = /** @type {(inputs: Admin_Class_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class not known`)
};

const es_admin_class_unknown = /** @type {(inputs: Admin_Class_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clase desconocida`)
};

const de_admin_class_unknown = /** @type {(inputs: Admin_Class_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klasse unbekannt`)
};

const fr_admin_class_unknown = /** @type {(inputs: Admin_Class_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classe inconnue`)
};

const zh_hans1_admin_class_unknown = /** @type {(inputs: Admin_Class_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纲未知`)
};

/**
* | output |
* | --- |
* | "Class not known" |
*
* @param {Admin_Class_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_class_unknown = /** @type {((inputs?: Admin_Class_UnknownInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Class_UnknownInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_class_unknown(inputs)
	if (locale === "de") return de_admin_class_unknown(inputs)
	if (locale === "fr") return fr_admin_class_unknown(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_class_unknown(inputs)
	return en_admin_class_unknown(inputs)
});