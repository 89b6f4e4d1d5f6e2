/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_AccuracyInputs */

const en_admin_col_accuracy = /** @type {(inputs: Admin_Col_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy`)
};

const es_admin_col_accuracy = /** @type {(inputs: Admin_Col_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acierto`)
};

const de_admin_col_accuracy = /** @type {(inputs: Admin_Col_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trefferquote`)
};

const fr_admin_col_accuracy = /** @type {(inputs: Admin_Col_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taux de réussite`)
};

const zh_hans1_admin_col_accuracy = /** @type {(inputs: Admin_Col_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率`)
};

/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Admin_Col_AccuracyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_accuracy = /** @type {((inputs?: Admin_Col_AccuracyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_AccuracyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_accuracy(inputs)
	if (locale === "de") return de_admin_col_accuracy(inputs)
	if (locale === "fr") return fr_admin_col_accuracy(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_accuracy(inputs)
	return en_admin_col_accuracy(inputs)
});