/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_TrashInputs */

const en_result_trash = /** @type {(inputs: Result_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trash this`)
};

const es_result_trash = /** @type {(inputs: Result_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover a la papelera`)
};

const de_result_trash = /** @type {(inputs: Result_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den Papierkorb`)
};

const fr_result_trash = /** @type {(inputs: Result_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à la corbeille`)
};

const zh_hans1_result_trash = /** @type {(inputs: Result_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移到回收站`)
};

/**
* | output |
* | --- |
* | "Trash this" |
*
* @param {Result_TrashInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_trash = /** @type {((inputs?: Result_TrashInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_TrashInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_trash(inputs)
	if (locale === "de") return de_result_trash(inputs)
	if (locale === "fr") return fr_result_trash(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_trash(inputs)
	return en_result_trash(inputs)
});