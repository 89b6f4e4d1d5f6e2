/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feature_Conservation_TitleInputs */

const en_feature_conservation_title = /** @type {(inputs: Feature_Conservation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservation Focus`)
};

const es_feature_conservation_title = /** @type {(inputs: Feature_Conservation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centrado en la conservación`)
};

const de_feature_conservation_title = /** @type {(inputs: Feature_Conservation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schutz im Blick`)
};

const fr_feature_conservation_title = /** @type {(inputs: Feature_Conservation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorité à la conservation`)
};

const zh_hans1_feature_conservation_title = /** @type {(inputs: Feature_Conservation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关注保护`)
};

/**
* | output |
* | --- |
* | "Conservation Focus" |
*
* @param {Feature_Conservation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const feature_conservation_title = /** @type {((inputs?: Feature_Conservation_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feature_Conservation_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_feature_conservation_title(inputs)
	if (locale === "de") return de_feature_conservation_title(inputs)
	if (locale === "fr") return fr_feature_conservation_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_feature_conservation_title(inputs)
	return en_feature_conservation_title(inputs)
});