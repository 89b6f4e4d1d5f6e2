/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Save_TitleInputs */

const en_result_save_title = /** @type {(inputs: Result_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SAVE THIS IDENTIFICATION?`)
};

const es_result_save_title = /** @type {(inputs: Result_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿GUARDAR ESTA IDENTIFICACIÓN?`)
};

const de_result_save_title = /** @type {(inputs: Result_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DIESE BESTIMMUNG SPEICHERN?`)
};

const fr_result_save_title = /** @type {(inputs: Result_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ENREGISTRER CETTE IDENTIFICATION ?`)
};

const zh_hans1_result_save_title = /** @type {(inputs: Result_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存此识别？`)
};

/**
* | output |
* | --- |
* | "SAVE THIS IDENTIFICATION?" |
*
* @param {Result_Save_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_save_title = /** @type {((inputs?: Result_Save_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Save_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_save_title(inputs)
	if (locale === "de") return de_result_save_title(inputs)
	if (locale === "fr") return fr_result_save_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_save_title(inputs)
	return en_result_save_title(inputs)
});