/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_DisputedInputs */

const en_admin_disputed = /** @type {(inputs: Admin_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputed by experts`)
};

const es_admin_disputed = /** @type {(inputs: Admin_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discutida por los expertos`)
};

const de_admin_disputed = /** @type {(inputs: Admin_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von Experten bestritten`)
};

const fr_admin_disputed = /** @type {(inputs: Admin_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contestée par les experts`)
};

const zh_hans1_admin_disputed = /** @type {(inputs: Admin_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家有异议`)
};

/**
* | output |
* | --- |
* | "Disputed by experts" |
*
* @param {Admin_DisputedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_disputed = /** @type {((inputs?: Admin_DisputedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DisputedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_disputed(inputs)
	if (locale === "de") return de_admin_disputed(inputs)
	if (locale === "fr") return fr_admin_disputed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_disputed(inputs)
	return en_admin_disputed(inputs)
});