/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_DepthInputs */

const en_identify_depth = /** @type {(inputs: Identify_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth (m)`)
};

const es_identify_depth = /** @type {(inputs: Identify_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidad (m)`)
};

const de_identify_depth = /** @type {(inputs: Identify_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiefe (m)`)
};

const fr_identify_depth = /** @type {(inputs: Identify_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur (m)`)
};

const zh_hans1_identify_depth = /** @type {(inputs: Identify_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`深度（米）`)
};

/**
* | output |
* | --- |
* | "Depth (m)" |
*
* @param {Identify_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_depth = /** @type {((inputs?: Identify_DepthInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_DepthInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_depth(inputs)
	if (locale === "de") return de_identify_depth(inputs)
	if (locale === "fr") return fr_identify_depth(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_depth(inputs)
	return en_identify_depth(inputs)
});