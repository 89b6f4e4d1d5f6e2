/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown>, groups: NonNullable<unknown> }} Admin_Expert_ReviewsInputs */

const en_admin_expert_reviews = /** @type {(inputs: Admin_Expert_ReviewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} reviews ${i?.groups}.`)
};

const es_admin_expert_reviews = /** @type {(inputs: Admin_Expert_ReviewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} revisa ${i?.groups}.`)
};

const de_admin_expert_reviews = /** @type {(inputs: Admin_Expert_ReviewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} prüft ${i?.groups}.`)
};

const fr_admin_expert_reviews = /** @type {(inputs: Admin_Expert_ReviewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} vérifie ${i?.groups}.`)
};

const zh_hans1_admin_expert_reviews = /** @type {(inputs: Admin_Expert_ReviewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} 负责审核：${i?.groups}。`)
};

/**
* | output |
* | --- |
* | "{username} reviews {groups}." |
*
* @param {Admin_Expert_ReviewsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_expert_reviews = /** @type {((inputs: Admin_Expert_ReviewsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Expert_ReviewsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_expert_reviews(inputs)
	if (locale === "de") return de_admin_expert_reviews(inputs)
	if (locale === "fr") return fr_admin_expert_reviews(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_expert_reviews(inputs)
	return en_admin_expert_reviews(inputs)
});