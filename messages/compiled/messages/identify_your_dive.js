/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Your_DiveInputs */

const en_identify_your_dive = /** @type {(inputs: Identify_Your_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your dive`)
};

const es_identify_your_dive = /** @type {(inputs: Identify_Your_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tu inmersión`)
};

const de_identify_your_dive = /** @type {(inputs: Identify_Your_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deinem Tauchgang`)
};

const fr_identify_your_dive = /** @type {(inputs: Identify_Your_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre plongée`)
};

const zh_hans1_identify_your_dive = /** @type {(inputs: Identify_Your_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的潜水`)
};

/**
* | output |
* | --- |
* | "your dive" |
*
* @param {Identify_Your_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_your_dive = /** @type {((inputs?: Identify_Your_DiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Your_DiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_your_dive(inputs)
	if (locale === "de") return de_identify_your_dive(inputs)
	if (locale === "fr") return fr_identify_your_dive(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_your_dive(inputs)
	return en_identify_your_dive(inputs)
});