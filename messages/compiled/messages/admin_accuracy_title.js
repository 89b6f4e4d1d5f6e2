/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Accuracy_TitleInputs */

const en_admin_accuracy_title = /** @type {(inputs: Admin_Accuracy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy`)
};

const es_admin_accuracy_title = /** @type {(inputs: Admin_Accuracy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precisión`)
};

const de_admin_accuracy_title = /** @type {(inputs: Admin_Accuracy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genauigkeit`)
};

const fr_admin_accuracy_title = /** @type {(inputs: Admin_Accuracy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiabilité`)
};

const zh_hans1_admin_accuracy_title = /** @type {(inputs: Admin_Accuracy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确性`)
};

/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Admin_Accuracy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_accuracy_title = /** @type {((inputs?: Admin_Accuracy_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Accuracy_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_accuracy_title(inputs)
	if (locale === "de") return de_admin_accuracy_title(inputs)
	if (locale === "fr") return fr_admin_accuracy_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_accuracy_title(inputs)
	return en_admin_accuracy_title(inputs)
});