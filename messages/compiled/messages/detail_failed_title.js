/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Failed_TitleInputs */

const en_detail_failed_title = /** @type {(inputs: Detail_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load identification`)
};

const es_detail_failed_title = /** @type {(inputs: Detail_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la identificación`)
};

const de_detail_failed_title = /** @type {(inputs: Detail_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung konnte nicht geladen werden`)
};

const fr_detail_failed_title = /** @type {(inputs: Detail_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger l’identification`)
};

const zh_hans1_detail_failed_title = /** @type {(inputs: Detail_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载识别结果`)
};

/**
* | output |
* | --- |
* | "Failed to load identification" |
*
* @param {Detail_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const detail_failed_title = /** @type {((inputs?: Detail_Failed_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Failed_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_detail_failed_title(inputs)
	if (locale === "de") return de_detail_failed_title(inputs)
	if (locale === "fr") return fr_detail_failed_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_detail_failed_title(inputs)
	return en_detail_failed_title(inputs)
});