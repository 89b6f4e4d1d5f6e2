/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Reviews_Too_Many_GroupsInputs */

const en_error_reviews_too_many_groups = /** @type {(inputs: Error_Reviews_Too_Many_GroupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An expert may have at most ${i?.max} groups`)
};

const es_error_reviews_too_many_groups = /** @type {(inputs: Error_Reviews_Too_Many_GroupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un experto puede tener como máximo ${i?.max} grupos`)
};

const de_error_reviews_too_many_groups = /** @type {(inputs: Error_Reviews_Too_Many_GroupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Fachperson kann höchstens ${i?.max} Gruppen haben`)
};

const fr_error_reviews_too_many_groups = /** @type {(inputs: Error_Reviews_Too_Many_GroupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un expert peut avoir au plus ${i?.max} groupes`)
};

const zh_hans1_error_reviews_too_many_groups = /** @type {(inputs: Error_Reviews_Too_Many_GroupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一位专家最多可负责 ${i?.max} 个类群`)
};

/**
* | output |
* | --- |
* | "An expert may have at most {max} groups" |
*
* @param {Error_Reviews_Too_Many_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_reviews_too_many_groups = /** @type {((inputs: Error_Reviews_Too_Many_GroupsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Reviews_Too_Many_GroupsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_reviews_too_many_groups(inputs)
	if (locale === "de") return de_error_reviews_too_many_groups(inputs)
	if (locale === "fr") return fr_error_reviews_too_many_groups(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_reviews_too_many_groups(inputs)
	return en_error_reviews_too_many_groups(inputs)
});