/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_Step_Back_SpreadInputs */

const en_result_step_back_spread = /** @type {(inputs: Result_Step_Back_SpreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the photo does not settle the species`)
};

const es_result_step_back_spread = /** @type {(inputs: Result_Step_Back_SpreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la foto no basta para decidir la especie`)
};

const de_result_step_back_spread = /** @type {(inputs: Result_Step_Back_SpreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`das Foto entscheidet die Art nicht`)
};

const fr_result_step_back_spread = /** @type {(inputs: Result_Step_Back_SpreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la photo ne permet pas de trancher l’espèce`)
};

const zh_hans1_result_step_back_spread = /** @type {(inputs: Result_Step_Back_SpreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这张照片不足以确定到种`)
};

/**
* | output |
* | --- |
* | "the photo does not settle the species" |
*
* @param {Result_Step_Back_SpreadInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_step_back_spread = /** @type {((inputs?: Result_Step_Back_SpreadInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Step_Back_SpreadInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_step_back_spread(inputs)
	if (locale === "de") return de_result_step_back_spread(inputs)
	if (locale === "fr") return fr_result_step_back_spread(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_step_back_spread(inputs)
	return en_result_step_back_spread(inputs)
});