/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Confirm_DeleteInputs */

const en_detail_confirm_delete = /** @type {(inputs: Detail_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const es_detail_confirm_delete = /** @type {(inputs: Detail_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

const de_detail_confirm_delete = /** @type {(inputs: Detail_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

const fr_detail_confirm_delete = /** @type {(inputs: Detail_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const zh_hans1_detail_confirm_delete = /** @type {(inputs: Detail_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Detail_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const detail_confirm_delete = /** @type {((inputs?: Detail_Confirm_DeleteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Confirm_DeleteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_detail_confirm_delete(inputs)
	if (locale === "de") return de_detail_confirm_delete(inputs)
	if (locale === "fr") return fr_detail_confirm_delete(inputs)
	if (locale === "zh-Hans") return zh_hans1_detail_confirm_delete(inputs)
	return en_detail_confirm_delete(inputs)
});