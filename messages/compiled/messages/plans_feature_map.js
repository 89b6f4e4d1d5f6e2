/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Feature_MapInputs */

const en_plans_feature_map = /** @type {(inputs: Plans_Feature_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map and life list`)
};

const es_plans_feature_map = /** @type {(inputs: Plans_Feature_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa y lista de especies vistas`)
};

const de_plans_feature_map = /** @type {(inputs: Plans_Feature_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte und Artenliste`)
};

const fr_plans_feature_map = /** @type {(inputs: Plans_Feature_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte et liste des espèces vues`)
};

const zh_hans1_plans_feature_map = /** @type {(inputs: Plans_Feature_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图和物种清单`)
};

/**
* | output |
* | --- |
* | "Map and life list" |
*
* @param {Plans_Feature_MapInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_map = /** @type {((inputs?: Plans_Feature_MapInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_MapInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_map(inputs)
	if (locale === "de") return de_plans_feature_map(inputs)
	if (locale === "fr") return fr_plans_feature_map(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_map(inputs)
	return en_plans_feature_map(inputs)
});