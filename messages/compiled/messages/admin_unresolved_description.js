/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Unresolved_DescriptionInputs */

const en_admin_unresolved_description = /** @type {(inputs: Admin_Unresolved_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS could not resolve these names: each keeps a page of its own until it can be grouped under its taxon.`)
};

const es_admin_unresolved_description = /** @type {(inputs: Admin_Unresolved_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS no ha podido resolver estos nombres: cada uno conserva su propia página hasta que se pueda agrupar bajo su taxón.`)
};

const de_admin_unresolved_description = /** @type {(inputs: Admin_Unresolved_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS konnte diese Namen nicht zuordnen: Jeder behält eine eigene Seite, bis er unter seinem Taxon eingeordnet werden kann.`)
};

const fr_admin_unresolved_description = /** @type {(inputs: Admin_Unresolved_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS n’a pas pu résoudre ces noms : chacun garde sa propre page jusqu’à ce qu’il puisse être rattaché à son taxon.`)
};

const zh_hans1_admin_unresolved_description = /** @type {(inputs: Admin_Unresolved_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS 无法解析这些名称：在能归入对应分类单元之前，每个名称各自保留一个页面。`)
};

/**
* | output |
* | --- |
* | "WoRMS could not resolve these names: each keeps a page of its own until it can be grouped under its taxon." |
*
* @param {Admin_Unresolved_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_unresolved_description = /** @type {((inputs?: Admin_Unresolved_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Unresolved_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_unresolved_description(inputs)
	if (locale === "de") return de_admin_unresolved_description(inputs)
	if (locale === "fr") return fr_admin_unresolved_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_unresolved_description(inputs)
	return en_admin_unresolved_description(inputs)
});