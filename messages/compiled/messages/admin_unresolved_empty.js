/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Unresolved_EmptyInputs */

const en_admin_unresolved_empty = /** @type {(inputs: Admin_Unresolved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every published identification is grouped under its WoRMS taxon.`)
};

const es_admin_unresolved_empty = /** @type {(inputs: Admin_Unresolved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las identificaciones publicadas están agrupadas bajo su taxón de WoRMS.`)
};

const de_admin_unresolved_empty = /** @type {(inputs: Admin_Unresolved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede veröffentlichte Bestimmung ist unter ihrem WoRMS-Taxon eingeordnet.`)
};

const fr_admin_unresolved_empty = /** @type {(inputs: Admin_Unresolved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque identification publiée est rattachée à son taxon WoRMS.`)
};

const zh_hans1_admin_unresolved_empty = /** @type {(inputs: Admin_Unresolved_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有已发布的识别都已归入对应的 WoRMS 分类单元。`)
};

/**
* | output |
* | --- |
* | "Every published identification is grouped under its WoRMS taxon." |
*
* @param {Admin_Unresolved_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_unresolved_empty = /** @type {((inputs?: Admin_Unresolved_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Unresolved_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_unresolved_empty(inputs)
	if (locale === "de") return de_admin_unresolved_empty(inputs)
	if (locale === "fr") return fr_admin_unresolved_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_unresolved_empty(inputs)
	return en_admin_unresolved_empty(inputs)
});