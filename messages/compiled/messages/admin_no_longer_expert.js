/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown> }} Admin_No_Longer_ExpertInputs */

const en_admin_no_longer_expert = /** @type {(inputs: Admin_No_Longer_ExpertInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} is no longer an expert.`)
};

const es_admin_no_longer_expert = /** @type {(inputs: Admin_No_Longer_ExpertInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} ya no es experto.`)
};

const de_admin_no_longer_expert = /** @type {(inputs: Admin_No_Longer_ExpertInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} ist kein Experte mehr.`)
};

const fr_admin_no_longer_expert = /** @type {(inputs: Admin_No_Longer_ExpertInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} n’est plus expert.`)
};

const zh_hans1_admin_no_longer_expert = /** @type {(inputs: Admin_No_Longer_ExpertInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} 不再是专家。`)
};

/**
* | output |
* | --- |
* | "{username} is no longer an expert." |
*
* @param {Admin_No_Longer_ExpertInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_no_longer_expert = /** @type {((inputs: Admin_No_Longer_ExpertInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_Longer_ExpertInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_longer_expert(inputs)
	if (locale === "de") return de_admin_no_longer_expert(inputs)
	if (locale === "fr") return fr_admin_no_longer_expert(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_no_longer_expert(inputs)
	return en_admin_no_longer_expert(inputs)
});