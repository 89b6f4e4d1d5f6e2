/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Formats_AnswerInputs */

const en_faq_formats_answer = /** @type {(inputs: Faq_Formats_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPG, PNG, HEIC, WEBP and other common image formats, up to 60 MB per image, straight from the camera: your browser sends a smaller copy. Clear, well-lit photos in which the animal fills most of the frame give the best results.`)
};

const es_faq_formats_answer = /** @type {(inputs: Faq_Formats_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPG, PNG, HEIC, WEBP y otros formatos habituales, hasta 60 MB por imagen, directamente desde la cámara: tu navegador envía una copia más pequeña. Las fotos nítidas y bien iluminadas en las que el animal ocupa casi todo el encuadre dan los mejores resultados.`)
};

const de_faq_formats_answer = /** @type {(inputs: Faq_Formats_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPG, PNG, HEIC, WEBP und andere gängige Bildformate, bis 60 MB pro Bild, direkt von der Kamera: Dein Browser schickt eine kleinere Kopie. Scharfe, gut ausgeleuchtete Fotos, auf denen das Tier fast das ganze Bild füllt, bringen die besten Ergebnisse.`)
};

const fr_faq_formats_answer = /** @type {(inputs: Faq_Formats_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPG, PNG, HEIC, WEBP et autres formats courants, jusqu’à 60 Mo par image, directement depuis l’appareil photo : votre navigateur envoie une copie plus légère. Des photos nettes et bien éclairées, où l’animal remplit presque tout le cadre, donnent les meilleurs résultats.`)
};

const zh_hans1_faq_formats_answer = /** @type {(inputs: Faq_Formats_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPG、PNG、HEIC、WEBP 等常见图片格式，每张最大 60 MB，可直接从相机上传：浏览器会发送一份较小的副本。清晰、光线充足、主体占满大部分画面的照片效果最好。`)
};

/**
* | output |
* | --- |
* | "JPG, PNG, HEIC, WEBP and other common image formats, up to 60 MB per image, straight from the camera: your browser sends a smaller copy. Clear, well-lit phot..." |
*
* @param {Faq_Formats_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const faq_formats_answer = /** @type {((inputs?: Faq_Formats_AnswerInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Formats_AnswerInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_faq_formats_answer(inputs)
	if (locale === "de") return de_faq_formats_answer(inputs)
	if (locale === "fr") return fr_faq_formats_answer(inputs)
	if (locale === "zh-Hans") return zh_hans1_faq_formats_answer(inputs)
	return en_faq_formats_answer(inputs)
});