/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Feature_HistoryInputs */

const en_plans_feature_history = /** @type {(inputs: Plans_Feature_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification history`)
};

const es_plans_feature_history = /** @type {(inputs: Plans_Feature_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial de identificaciones`)
};

const de_plans_feature_history = /** @type {(inputs: Plans_Feature_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlauf der Bestimmungen`)
};

const fr_plans_feature_history = /** @type {(inputs: Plans_Feature_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique des identifications`)
};

const zh_hans1_plans_feature_history = /** @type {(inputs: Plans_Feature_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别历史`)
};

/**
* | output |
* | --- |
* | "Identification history" |
*
* @param {Plans_Feature_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_history = /** @type {((inputs?: Plans_Feature_HistoryInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_HistoryInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_history(inputs)
	if (locale === "de") return de_plans_feature_history(inputs)
	if (locale === "fr") return fr_plans_feature_history(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_history(inputs)
	return en_plans_feature_history(inputs)
});