/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ExpertInputs */

const en_admin_expert = /** @type {(inputs: Admin_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expert`)
};

const es_admin_expert = /** @type {(inputs: Admin_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experto`)
};

const de_admin_expert = /** @type {(inputs: Admin_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experte`)
};

const fr_admin_expert = /** @type {(inputs: Admin_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expert`)
};

const zh_hans1_admin_expert = /** @type {(inputs: Admin_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家`)
};

/**
* | output |
* | --- |
* | "Expert" |
*
* @param {Admin_ExpertInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_expert = /** @type {((inputs?: Admin_ExpertInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ExpertInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_expert(inputs)
	if (locale === "de") return de_admin_expert(inputs)
	if (locale === "fr") return fr_admin_expert(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_expert(inputs)
	return en_admin_expert(inputs)
});