/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Incomplete_TextInputs */

const en_error_incomplete_text = /** @type {(inputs: Error_Incomplete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The AI provided incomplete information about this species. Please try uploading a clearer image.`)
};

const es_error_incomplete_text = /** @type {(inputs: Error_Incomplete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La IA dio información incompleta sobre esta especie. Prueba a subir una imagen más nítida.`)
};

const de_error_incomplete_text = /** @type {(inputs: Error_Incomplete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die KI hat unvollständige Angaben zu dieser Art gemacht. Bitte lade ein schärferes Bild hoch.`)
};

const fr_error_incomplete_text = /** @type {(inputs: Error_Incomplete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’IA a fourni des informations incomplètes sur cette espèce. Essayez avec une image plus nette.`)
};

const zh_hans1_error_incomplete_text = /** @type {(inputs: Error_Incomplete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI 提供的该物种信息不完整，请尝试上传更清晰的图片。`)
};

/**
* | output |
* | --- |
* | "The AI provided incomplete information about this species. Please try uploading a clearer image." |
*
* @param {Error_Incomplete_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_incomplete_text = /** @type {((inputs?: Error_Incomplete_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Incomplete_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_incomplete_text(inputs)
	if (locale === "de") return de_error_incomplete_text(inputs)
	if (locale === "fr") return fr_error_incomplete_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_incomplete_text(inputs)
	return en_error_incomplete_text(inputs)
});