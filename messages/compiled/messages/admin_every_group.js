/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Every_GroupInputs */

const en_admin_every_group = /** @type {(inputs: Admin_Every_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`every group`)
};

const es_admin_every_group = /** @type {(inputs: Admin_Every_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todos los grupos`)
};

const de_admin_every_group = /** @type {(inputs: Admin_Every_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`alle Gruppen`)
};

const fr_admin_every_group = /** @type {(inputs: Admin_Every_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tous les groupes`)
};

const zh_hans1_admin_every_group = /** @type {(inputs: Admin_Every_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有类群`)
};

/**
* | output |
* | --- |
* | "every group" |
*
* @param {Admin_Every_GroupInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_every_group = /** @type {((inputs?: Admin_Every_GroupInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Every_GroupInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_every_group(inputs)
	if (locale === "de") return de_admin_every_group(inputs)
	if (locale === "fr") return fr_admin_every_group(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_every_group(inputs)
	return en_admin_every_group(inputs)
});