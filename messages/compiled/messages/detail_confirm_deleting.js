/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Confirm_DeletingInputs */

const en_detail_confirm_deleting = /** @type {(inputs: Detail_Confirm_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

const es_detail_confirm_deleting = /** @type {(inputs: Detail_Confirm_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminando...`)
};

const de_detail_confirm_deleting = /** @type {(inputs: Detail_Confirm_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gelöscht...`)
};

const fr_detail_confirm_deleting = /** @type {(inputs: Detail_Confirm_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression...`)
};

const zh_hans1_detail_confirm_deleting = /** @type {(inputs: Detail_Confirm_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在删除...`)
};

/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Detail_Confirm_DeletingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const detail_confirm_deleting = /** @type {((inputs?: Detail_Confirm_DeletingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Confirm_DeletingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_detail_confirm_deleting(inputs)
	if (locale === "de") return de_detail_confirm_deleting(inputs)
	if (locale === "fr") return fr_detail_confirm_deleting(inputs)
	if (locale === "zh-Hans") return zh_hans1_detail_confirm_deleting(inputs)
	return en_detail_confirm_deleting(inputs)
});