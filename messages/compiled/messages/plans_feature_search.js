/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Feature_SearchInputs */

const en_plans_feature_search = /** @type {(inputs: Plans_Feature_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search, filter and export your history`)
};

const es_plans_feature_search = /** @type {(inputs: Plans_Feature_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca, filtra y exporta tu historial`)
};

const de_plans_feature_search = /** @type {(inputs: Plans_Feature_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlauf durchsuchen, filtern und exportieren`)
};

const fr_plans_feature_search = /** @type {(inputs: Plans_Feature_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherchez, filtrez et exportez votre historique`)
};

const zh_hans1_plans_feature_search = /** @type {(inputs: Plans_Feature_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索、筛选和导出你的历史`)
};

/**
* | output |
* | --- |
* | "Search, filter and export your history" |
*
* @param {Plans_Feature_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_feature_search = /** @type {((inputs?: Plans_Feature_SearchInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Feature_SearchInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_feature_search(inputs)
	if (locale === "de") return de_plans_feature_search(inputs)
	if (locale === "fr") return fr_plans_feature_search(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_feature_search(inputs)
	return en_plans_feature_search(inputs)
});