/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feature_Formats_TitleInputs */

const en_feature_formats_title = /** @type {(inputs: Feature_Formats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support Multiple Formats`)
};

const es_feature_formats_title = /** @type {(inputs: Feature_Formats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varios formatos de imagen`)
};

const de_feature_formats_title = /** @type {(inputs: Feature_Formats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viele Bildformate`)
};

const fr_feature_formats_title = /** @type {(inputs: Feature_Formats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les formats courants`)
};

const zh_hans1_feature_formats_title = /** @type {(inputs: Feature_Formats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`支持多种格式`)
};

/**
* | output |
* | --- |
* | "Support Multiple Formats" |
*
* @param {Feature_Formats_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const feature_formats_title = /** @type {((inputs?: Feature_Formats_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feature_Formats_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_feature_formats_title(inputs)
	if (locale === "de") return de_feature_formats_title(inputs)
	if (locale === "fr") return fr_feature_formats_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_feature_formats_title(inputs)
	return en_feature_formats_title(inputs)
});