/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_TitleInputs */

const en_detail_title = /** @type {(inputs: Detail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification`)
};

const es_detail_title = /** @type {(inputs: Detail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación`)
};

const de_detail_title = /** @type {(inputs: Detail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung`)
};

const fr_detail_title = /** @type {(inputs: Detail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification`)
};

const zh_hans1_detail_title = /** @type {(inputs: Detail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别结果`)
};

/**
* | output |
* | --- |
* | "Identification" |
*
* @param {Detail_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const detail_title = /** @type {((inputs?: Detail_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_detail_title(inputs)
	if (locale === "de") return de_detail_title(inputs)
	if (locale === "fr") return fr_detail_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_detail_title(inputs)
	return en_detail_title(inputs)
});