/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_All_My_GroupsInputs */

const en_reviews_all_my_groups = /** @type {(inputs: Reviews_All_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All my groups`)
};

const es_reviews_all_my_groups = /** @type {(inputs: Reviews_All_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos mis grupos`)
};

const de_reviews_all_my_groups = /** @type {(inputs: Reviews_All_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle meine Gruppen`)
};

const fr_reviews_all_my_groups = /** @type {(inputs: Reviews_All_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous mes groupes`)
};

const zh_hans1_reviews_all_my_groups = /** @type {(inputs: Reviews_All_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的全部类群`)
};

/**
* | output |
* | --- |
* | "All my groups" |
*
* @param {Reviews_All_My_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_all_my_groups = /** @type {((inputs?: Reviews_All_My_GroupsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_All_My_GroupsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_all_my_groups(inputs)
	if (locale === "de") return de_reviews_all_my_groups(inputs)
	if (locale === "fr") return fr_reviews_all_my_groups(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_all_my_groups(inputs)
	return en_reviews_all_my_groups(inputs)
});