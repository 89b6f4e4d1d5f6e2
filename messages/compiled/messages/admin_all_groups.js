/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_All_GroupsInputs */

const en_admin_all_groups = /** @type {(inputs: Admin_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All groups`)
};

const es_admin_all_groups = /** @type {(inputs: Admin_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los grupos`)
};

const de_admin_all_groups = /** @type {(inputs: Admin_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Gruppen`)
};

const fr_admin_all_groups = /** @type {(inputs: Admin_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les groupes`)
};

const zh_hans1_admin_all_groups = /** @type {(inputs: Admin_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有类群`)
};

/**
* | output |
* | --- |
* | "All groups" |
*
* @param {Admin_All_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_all_groups = /** @type {((inputs?: Admin_All_GroupsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_All_GroupsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_all_groups(inputs)
	if (locale === "de") return de_admin_all_groups(inputs)
	if (locale === "fr") return fr_admin_all_groups(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_all_groups(inputs)
	return en_admin_all_groups(inputs)
});