/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Detail_In_TrashInputs */

const en_detail_in_trash = /** @type {(inputs: Detail_In_TrashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In trash — deleted on ${i?.date}`)
};

const es_detail_in_trash = /** @type {(inputs: Detail_In_TrashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En la papelera: se elimina el ${i?.date}`)
};

const de_detail_in_trash = /** @type {(inputs: Detail_In_TrashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Im Papierkorb – wird am ${i?.date} gelöscht`)
};

const fr_detail_in_trash = /** @type {(inputs: Detail_In_TrashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dans la corbeille — supprimée le ${i?.date}`)
};

const zh_hans1_detail_in_trash = /** @type {(inputs: Detail_In_TrashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在回收站中——将于 ${i?.date} 删除`)
};

/**
* | output |
* | --- |
* | "In trash — deleted on {date}" |
*
* @param {Detail_In_TrashInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const detail_in_trash = /** @type {((inputs: Detail_In_TrashInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_In_TrashInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_detail_in_trash(inputs)
	if (locale === "de") return de_detail_in_trash(inputs)
	if (locale === "fr") return fr_detail_in_trash(inputs)
	if (locale === "zh-Hans") return zh_hans1_detail_in_trash(inputs)
	return en_detail_in_trash(inputs)
});