/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Ai_RefusedInputs */

const en_error_ai_refused = /** @type {(inputs: Error_Ai_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not parse an identification: the model declined to describe this image.`)
};

const es_error_ai_refused = /** @type {(inputs: Error_Ai_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo obtener una identificación: el modelo se negó a describir esta imagen.`)
};

const de_error_ai_refused = /** @type {(inputs: Error_Ai_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bestimmung möglich: Das Modell hat abgelehnt, dieses Bild zu beschreiben.`)
};

const fr_error_ai_refused = /** @type {(inputs: Error_Ai_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification impossible : le modèle a refusé de décrire cette image.`)
};

const zh_hans1_error_ai_refused = /** @type {(inputs: Error_Ai_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法得到识别结果：模型拒绝描述这张图片。`)
};

/**
* | output |
* | --- |
* | "Could not parse an identification: the model declined to describe this image." |
*
* @param {Error_Ai_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_ai_refused = /** @type {((inputs?: Error_Ai_RefusedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Ai_RefusedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_ai_refused(inputs)
	if (locale === "de") return de_error_ai_refused(inputs)
	if (locale === "fr") return fr_error_ai_refused(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_ai_refused(inputs)
	return en_error_ai_refused(inputs)
});