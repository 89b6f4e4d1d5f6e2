/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Result_ThumbInputs */

const en_result_thumb = /** @type {(inputs: Result_ThumbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: species page`)
};

const es_result_thumb = /** @type {(inputs: Result_ThumbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: página de la especie`)
};

const de_result_thumb = /** @type {(inputs: Result_ThumbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: Artenseite`)
};

const fr_result_thumb = /** @type {(inputs: Result_ThumbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : page de l’espèce`)
};

const zh_hans1_result_thumb = /** @type {(inputs: Result_ThumbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}：物种页面`)
};

/**
* | output |
* | --- |
* | "{name}: species page" |
*
* @param {Result_ThumbInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_thumb = /** @type {((inputs: Result_ThumbInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_ThumbInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_thumb(inputs)
	if (locale === "de") return de_result_thumb(inputs)
	if (locale === "fr") return fr_result_thumb(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_thumb(inputs)
	return en_result_thumb(inputs)
});