/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_AccuracyInputs */

const en_admin_tab_accuracy = /** @type {(inputs: Admin_Tab_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy`)
};

const es_admin_tab_accuracy = /** @type {(inputs: Admin_Tab_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precisión`)
};

const de_admin_tab_accuracy = /** @type {(inputs: Admin_Tab_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genauigkeit`)
};

const fr_admin_tab_accuracy = /** @type {(inputs: Admin_Tab_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiabilité`)
};

const zh_hans1_admin_tab_accuracy = /** @type {(inputs: Admin_Tab_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确性`)
};

/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Admin_Tab_AccuracyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_tab_accuracy = /** @type {((inputs?: Admin_Tab_AccuracyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_AccuracyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_accuracy(inputs)
	if (locale === "de") return de_admin_tab_accuracy(inputs)
	if (locale === "fr") return fr_admin_tab_accuracy(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_tab_accuracy(inputs)
	return en_admin_tab_accuracy(inputs)
});