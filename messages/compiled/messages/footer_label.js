/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_LabelInputs */

const en_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer`)
};

const es_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página`)
};

const de_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fußzeile`)
};

const fr_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pied de page`)
};

const zh_hans1_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`页脚`)
};

/**
* | output |
* | --- |
* | "Footer" |
*
* @param {Footer_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const footer_label = /** @type {((inputs?: Footer_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_label(inputs)
	if (locale === "de") return de_footer_label(inputs)
	if (locale === "fr") return fr_footer_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_footer_label(inputs)
	return en_footer_label(inputs)
});