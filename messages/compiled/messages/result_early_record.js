/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Early_RecordInputs */

const en_result_early_record = /** @type {(inputs: Result_Early_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Images of identifications made before May 2025 were not stored.`)
};

const es_result_early_record = /** @type {(inputs: Result_Early_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las imágenes de identificaciones anteriores a mayo de 2025 no se guardaron.`)
};

const de_result_early_record = /** @type {(inputs: Result_Early_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilder von Bestimmungen vor Mai 2025 wurden nicht gespeichert.`)
};

const fr_result_early_record = /** @type {(inputs: Result_Early_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les images des identifications antérieures à mai 2025 n’ont pas été conservées.`)
};

const zh_hans1_result_early_record = /** @type {(inputs: Result_Early_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2025 年 5 月之前的识别未保存图片。`)
};

/**
* | output |
* | --- |
* | "Images of identifications made before May 2025 were not stored." |
*
* @param {Result_Early_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_early_record = /** @type {((inputs?: Result_Early_RecordInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Early_RecordInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_early_record(inputs)
	if (locale === "de") return de_result_early_record(inputs)
	if (locale === "fr") return fr_result_early_record(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_early_record(inputs)
	return en_result_early_record(inputs)
});