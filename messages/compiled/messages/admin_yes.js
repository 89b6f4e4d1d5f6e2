/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_YesInputs */

const en_admin_yes = /** @type {(inputs: Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

const es_admin_yes = /** @type {(inputs: Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

const de_admin_yes = /** @type {(inputs: Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja`)
};

const fr_admin_yes = /** @type {(inputs: Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui`)
};

const zh_hans1_admin_yes = /** @type {(inputs: Admin_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是`)
};

/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Admin_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_yes = /** @type {((inputs?: Admin_YesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_YesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_yes(inputs)
	if (locale === "de") return de_admin_yes(inputs)
	if (locale === "fr") return fr_admin_yes(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_yes(inputs)
	return en_admin_yes(inputs)
});