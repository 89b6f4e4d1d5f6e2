/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_DeleteInputs */

const en_detail_delete = /** @type {(inputs: Detail_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete This Identification`)
};

const es_detail_delete = /** @type {(inputs: Detail_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar esta identificación`)
};

const de_detail_delete = /** @type {(inputs: Detail_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestimmung löschen`)
};

const fr_detail_delete = /** @type {(inputs: Detail_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette identification`)
};

const zh_hans1_detail_delete = /** @type {(inputs: Detail_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除此识别`)
};

/**
* | output |
* | --- |
* | "Delete This Identification" |
*
* @param {Detail_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const detail_delete = /** @type {((inputs?: Detail_DeleteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_DeleteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_detail_delete(inputs)
	if (locale === "de") return de_detail_delete(inputs)
	if (locale === "fr") return fr_detail_delete(inputs)
	if (locale === "zh-Hans") return zh_hans1_detail_delete(inputs)
	return en_detail_delete(inputs)
});