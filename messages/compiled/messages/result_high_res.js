/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_High_ResInputs */

const en_result_high_res = /** @type {(inputs: Result_High_ResInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View high-resolution photo`)
};

const es_result_high_res = /** @type {(inputs: Result_High_ResInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la foto en alta resolución`)
};

const de_result_high_res = /** @type {(inputs: Result_High_ResInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto in hoher Auflösung ansehen`)
};

const fr_result_high_res = /** @type {(inputs: Result_High_ResInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la photo en haute résolution`)
};

const zh_hans1_result_high_res = /** @type {(inputs: Result_High_ResInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看高分辨率照片`)
};

/**
* | output |
* | --- |
* | "View high-resolution photo" |
*
* @param {Result_High_ResInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_high_res = /** @type {((inputs?: Result_High_ResInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_High_ResInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_high_res(inputs)
	if (locale === "de") return de_result_high_res(inputs)
	if (locale === "fr") return fr_result_high_res(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_high_res(inputs)
	return en_result_high_res(inputs)
});