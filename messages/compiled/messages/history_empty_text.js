/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Empty_TextInputs */

const en_history_empty_text = /** @type {(inputs: History_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a photo of a sea creature to start your personal catalogue.`)
};

const es_history_empty_text = /** @type {(inputs: History_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sube una foto de un animal marino para empezar tu catálogo personal.`)
};

const de_history_empty_text = /** @type {(inputs: History_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lade ein Foto eines Meerestiers hoch und beginne deinen persönlichen Katalog.`)
};

const fr_history_empty_text = /** @type {(inputs: History_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez la photo d’un animal marin pour commencer votre catalogue personnel.`)
};

const zh_hans1_history_empty_text = /** @type {(inputs: History_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上传一张海洋生物的照片，开始建立你的个人图鉴。`)
};

/**
* | output |
* | --- |
* | "Upload a photo of a sea creature to start your personal catalogue." |
*
* @param {History_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_empty_text = /** @type {((inputs?: History_Empty_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Empty_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_empty_text(inputs)
	if (locale === "de") return de_history_empty_text(inputs)
	if (locale === "fr") return fr_history_empty_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_empty_text(inputs)
	return en_history_empty_text(inputs)
});