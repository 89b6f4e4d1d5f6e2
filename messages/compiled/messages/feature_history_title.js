/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feature_History_TitleInputs */

const en_feature_history_title = /** @type {(inputs: Feature_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification History`)
};

const es_feature_history_title = /** @type {(inputs: Feature_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial de identificaciones`)
};

const de_feature_history_title = /** @type {(inputs: Feature_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bestimmungen`)
};

const fr_feature_history_title = /** @type {(inputs: Feature_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique des identifications`)
};

const zh_hans1_feature_history_title = /** @type {(inputs: Feature_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别记录`)
};

/**
* | output |
* | --- |
* | "Identification History" |
*
* @param {Feature_History_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const feature_history_title = /** @type {((inputs?: Feature_History_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feature_History_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_feature_history_title(inputs)
	if (locale === "de") return de_feature_history_title(inputs)
	if (locale === "fr") return fr_feature_history_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_feature_history_title(inputs)
	return en_feature_history_title(inputs)
});