/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_HintInputs */

const en_admin_groups_hint = /** @type {(inputs: Admin_Groups_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class or phylum names, separated by commas; empty for every group`)
};

const es_admin_groups_hint = /** @type {(inputs: Admin_Groups_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres de clases o filos, separados por comas; vacío para todos los grupos`)
};

const de_admin_groups_hint = /** @type {(inputs: Admin_Groups_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen von Klassen oder Stämmen, durch Kommas getrennt; leer für alle Gruppen`)
};

const fr_admin_groups_hint = /** @type {(inputs: Admin_Groups_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noms de classes ou d’embranchements, séparés par des virgules ; vide pour tous les groupes`)
};

const zh_hans1_admin_groups_hint = /** @type {(inputs: Admin_Groups_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纲或门的名称，用逗号分隔；留空表示所有类群`)
};

/**
* | output |
* | --- |
* | "Class or phylum names, separated by commas; empty for every group" |
*
* @param {Admin_Groups_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_groups_hint = /** @type {((inputs?: Admin_Groups_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_groups_hint(inputs)
	if (locale === "de") return de_admin_groups_hint(inputs)
	if (locale === "fr") return fr_admin_groups_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_groups_hint(inputs)
	return en_admin_groups_hint(inputs)
});