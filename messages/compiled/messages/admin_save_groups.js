/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Save_GroupsInputs */

const en_admin_save_groups = /** @type {(inputs: Admin_Save_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save groups`)
};

const es_admin_save_groups = /** @type {(inputs: Admin_Save_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar grupos`)
};

const de_admin_save_groups = /** @type {(inputs: Admin_Save_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gruppen speichern`)
};

const fr_admin_save_groups = /** @type {(inputs: Admin_Save_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les groupes`)
};

const zh_hans1_admin_save_groups = /** @type {(inputs: Admin_Save_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存类群`)
};

/**
* | output |
* | --- |
* | "Save groups" |
*
* @param {Admin_Save_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_save_groups = /** @type {((inputs?: Admin_Save_GroupsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Save_GroupsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_save_groups(inputs)
	if (locale === "de") return de_admin_save_groups(inputs)
	if (locale === "fr") return fr_admin_save_groups(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_save_groups(inputs)
	return en_admin_save_groups(inputs)
});