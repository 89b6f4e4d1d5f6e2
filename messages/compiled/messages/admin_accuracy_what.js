/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Accuracy_WhatInputs */

const en_admin_accuracy_what = /** @type {(inputs: Admin_Accuracy_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the accuracy figures`)
};

const es_admin_accuracy_what = /** @type {(inputs: Admin_Accuracy_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las cifras de precisión`)
};

const de_admin_accuracy_what = /** @type {(inputs: Admin_Accuracy_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genauigkeitszahlen`)
};

const fr_admin_accuracy_what = /** @type {(inputs: Admin_Accuracy_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les chiffres de fiabilité`)
};

const zh_hans1_admin_accuracy_what = /** @type {(inputs: Admin_Accuracy_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确性数据`)
};

/**
* | output |
* | --- |
* | "the accuracy figures" |
*
* @param {Admin_Accuracy_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_accuracy_what = /** @type {((inputs?: Admin_Accuracy_WhatInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Accuracy_WhatInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_accuracy_what(inputs)
	if (locale === "de") return de_admin_accuracy_what(inputs)
	if (locale === "fr") return fr_admin_accuracy_what(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_accuracy_what(inputs)
	return en_admin_accuracy_what(inputs)
});