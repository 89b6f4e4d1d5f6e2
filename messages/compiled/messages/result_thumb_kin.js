/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, rank: NonNullable<unknown>, kin: NonNullable<unknown> }} Result_Thumb_KinInputs */

const en_result_thumb_kin = /** @type {(inputs: Result_Thumb_KinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: a photo of its ${i?.rank}, ${i?.kin}: species page`)
};

const es_result_thumb_kin = /** @type {(inputs: Result_Thumb_KinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: una foto de su ${i?.rank}, ${i?.kin}: página de la especie`)
};

const de_result_thumb_kin = /** @type {(inputs: Result_Thumb_KinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ein Foto aus ${i?.rank} ${i?.kin}: Artenseite`)
};

const fr_result_thumb_kin = /** @type {(inputs: Result_Thumb_KinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : une photo de son ${i?.rank}, ${i?.kin} : page de l’espèce`)
};

const zh_hans1_result_thumb_kin = /** @type {(inputs: Result_Thumb_KinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}：其${i?.rank} ${i?.kin} 的照片：物种页面`)
};

/**
* | output |
* | --- |
* | "{name}: a photo of its {rank}, {kin}: species page" |
*
* @param {Result_Thumb_KinInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_thumb_kin = /** @type {((inputs: Result_Thumb_KinInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Thumb_KinInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_thumb_kin(inputs)
	if (locale === "de") return de_result_thumb_kin(inputs)
	if (locale === "fr") return fr_result_thumb_kin(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_thumb_kin(inputs)
	return en_result_thumb_kin(inputs)
});