/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Worms_UnavailableInputs */

const en_admin_worms_unavailable = /** @type {(inputs: Admin_Worms_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet checked`)
};

const es_admin_worms_unavailable = /** @type {(inputs: Admin_Worms_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aún sin comprobar`)
};

const de_admin_worms_unavailable = /** @type {(inputs: Admin_Worms_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noch nicht geprüft`)
};

const fr_admin_worms_unavailable = /** @type {(inputs: Admin_Worms_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas encore vérifié`)
};

const zh_hans1_admin_worms_unavailable = /** @type {(inputs: Admin_Worms_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未核对`)
};

/**
* | output |
* | --- |
* | "not yet checked" |
*
* @param {Admin_Worms_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_worms_unavailable = /** @type {((inputs?: Admin_Worms_UnavailableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Worms_UnavailableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_worms_unavailable(inputs)
	if (locale === "de") return de_admin_worms_unavailable(inputs)
	if (locale === "fr") return fr_admin_worms_unavailable(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_worms_unavailable(inputs)
	return en_admin_worms_unavailable(inputs)
});