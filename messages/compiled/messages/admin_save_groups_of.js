/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown> }} Admin_Save_Groups_OfInputs */

const en_admin_save_groups_of = /** @type {(inputs: Admin_Save_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save groups of ${i?.username}`)
};

const es_admin_save_groups_of = /** @type {(inputs: Admin_Save_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardar los grupos de ${i?.username}`)
};

const de_admin_save_groups_of = /** @type {(inputs: Admin_Save_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gruppen von ${i?.username} speichern`)
};

const fr_admin_save_groups_of = /** @type {(inputs: Admin_Save_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistrer les groupes de ${i?.username}`)
};

const zh_hans1_admin_save_groups_of = /** @type {(inputs: Admin_Save_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`保存 ${i?.username} 的类群`)
};

/**
* | output |
* | --- |
* | "Save groups of {username}" |
*
* @param {Admin_Save_Groups_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_save_groups_of = /** @type {((inputs: Admin_Save_Groups_OfInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Save_Groups_OfInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_save_groups_of(inputs)
	if (locale === "de") return de_admin_save_groups_of(inputs)
	if (locale === "fr") return fr_admin_save_groups_of(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_save_groups_of(inputs)
	return en_admin_save_groups_of(inputs)
});