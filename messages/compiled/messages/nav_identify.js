/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_IdentifyInputs */

const en_nav_identify = /** @type {(inputs: Nav_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify`)
};

const es_nav_identify = /** @type {(inputs: Nav_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificar`)
};

const de_nav_identify = /** @type {(inputs: Nav_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmen`)
};

const fr_nav_identify = /** @type {(inputs: Nav_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier`)
};

const zh_hans1_nav_identify = /** @type {(inputs: Nav_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别`)
};

/**
* | output |
* | --- |
* | "Identify" |
*
* @param {Nav_IdentifyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_identify = /** @type {((inputs?: Nav_IdentifyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_IdentifyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_identify(inputs)
	if (locale === "de") return de_nav_identify(inputs)
	if (locale === "fr") return fr_nav_identify(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_identify(inputs)
	return en_nav_identify(inputs)
});