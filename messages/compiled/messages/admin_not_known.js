/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Not_KnownInputs */

const en_admin_not_known = /** @type {(inputs: Admin_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not known`)
};

const es_admin_not_known = /** @type {(inputs: Admin_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desconocido`)
};

const de_admin_not_known = /** @type {(inputs: Admin_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unbekannt`)
};

const fr_admin_not_known = /** @type {(inputs: Admin_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inconnu`)
};

const zh_hans1_admin_not_known = /** @type {(inputs: Admin_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未知`)
};

/**
* | output |
* | --- |
* | "not known" |
*
* @param {Admin_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_not_known = /** @type {((inputs?: Admin_Not_KnownInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Not_KnownInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_not_known(inputs)
	if (locale === "de") return de_admin_not_known(inputs)
	if (locale === "fr") return fr_admin_not_known(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_not_known(inputs)
	return en_admin_not_known(inputs)
});