/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown> }} Admin_Expert_OfInputs */

const en_admin_expert_of = /** @type {(inputs: Admin_Expert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expert: ${i?.username}`)
};

const es_admin_expert_of = /** @type {(inputs: Admin_Expert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Experto: ${i?.username}`)
};

const de_admin_expert_of = /** @type {(inputs: Admin_Expert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Experte: ${i?.username}`)
};

const fr_admin_expert_of = /** @type {(inputs: Admin_Expert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expert : ${i?.username}`)
};

const zh_hans1_admin_expert_of = /** @type {(inputs: Admin_Expert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`专家：${i?.username}`)
};

/**
* | output |
* | --- |
* | "Expert: {username}" |
*
* @param {Admin_Expert_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_expert_of = /** @type {((inputs: Admin_Expert_OfInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Expert_OfInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_expert_of(inputs)
	if (locale === "de") return de_admin_expert_of(inputs)
	if (locale === "fr") return fr_admin_expert_of(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_expert_of(inputs)
	return en_admin_expert_of(inputs)
});