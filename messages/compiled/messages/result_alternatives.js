/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_AlternativesInputs */

const en_result_alternatives = /** @type {(inputs: Result_AlternativesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTHER POSSIBLE SPECIES`)
};

const es_result_alternatives = /** @type {(inputs: Result_AlternativesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTRAS ESPECIES POSIBLES`)
};

const de_result_alternatives = /** @type {(inputs: Result_AlternativesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WEITERE MÖGLICHE ARTEN`)
};

const fr_result_alternatives = /** @type {(inputs: Result_AlternativesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AUTRES ESPÈCES POSSIBLES`)
};

const zh_hans1_result_alternatives = /** @type {(inputs: Result_AlternativesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他可能的物种`)
};

/**
* | output |
* | --- |
* | "OTHER POSSIBLE SPECIES" |
*
* @param {Result_AlternativesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_alternatives = /** @type {((inputs?: Result_AlternativesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_AlternativesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_alternatives(inputs)
	if (locale === "de") return de_result_alternatives(inputs)
	if (locale === "fr") return fr_result_alternatives(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_alternatives(inputs)
	return en_result_alternatives(inputs)
});