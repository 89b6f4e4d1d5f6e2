/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_TitleInputs */

const en_identify_title = /** @type {(inputs: Identify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify Marine Species`)
};

const es_identify_title = /** @type {(inputs: Identify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificar especies marinas`)
};

const de_identify_title = /** @type {(inputs: Identify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meerestiere bestimmen`)
};

const fr_identify_title = /** @type {(inputs: Identify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier les espèces marines`)
};

const zh_hans1_identify_title = /** @type {(inputs: Identify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别海洋物种`)
};

/**
* | output |
* | --- |
* | "Identify Marine Species" |
*
* @param {Identify_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_title = /** @type {((inputs?: Identify_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_title(inputs)
	if (locale === "de") return de_identify_title(inputs)
	if (locale === "fr") return fr_identify_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_title(inputs)
	return en_identify_title(inputs)
});