/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown> }} Admin_Expert_Groups_OfInputs */

const en_admin_expert_groups_of = /** @type {(inputs: Admin_Expert_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expert groups of ${i?.username}`)
};

const es_admin_expert_groups_of = /** @type {(inputs: Admin_Expert_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grupos de experto de ${i?.username}`)
};

const de_admin_expert_groups_of = /** @type {(inputs: Admin_Expert_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expertengruppen von ${i?.username}`)
};

const fr_admin_expert_groups_of = /** @type {(inputs: Admin_Expert_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groupes d’expertise de ${i?.username}`)
};

const zh_hans1_admin_expert_groups_of = /** @type {(inputs: Admin_Expert_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} 的专家类群`)
};

/**
* | output |
* | --- |
* | "Expert groups of {username}" |
*
* @param {Admin_Expert_Groups_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_expert_groups_of = /** @type {((inputs: Admin_Expert_Groups_OfInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Expert_Groups_OfInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_expert_groups_of(inputs)
	if (locale === "de") return de_admin_expert_groups_of(inputs)
	if (locale === "fr") return fr_admin_expert_groups_of(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_expert_groups_of(inputs)
	return en_admin_expert_groups_of(inputs)
});