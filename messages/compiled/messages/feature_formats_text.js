/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feature_Formats_TextInputs */

const en_feature_formats_text = /** @type {(inputs: Feature_Formats_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload JPG, PNG, HEIC, WEBP and other common image formats, straight from your camera or phone, up to 60 MB.`)
};

const es_feature_formats_text = /** @type {(inputs: Feature_Formats_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sube JPG, PNG, HEIC, WEBP y otros formatos habituales, directamente desde tu cámara o tu móvil, hasta 60 MB.`)
};

const de_feature_formats_text = /** @type {(inputs: Feature_Formats_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lade JPG, PNG, HEIC, WEBP und andere gängige Bildformate direkt von Kamera oder Handy hoch, bis 60 MB.`)
};

const fr_feature_formats_text = /** @type {(inputs: Feature_Formats_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez des JPG, PNG, HEIC, WEBP et autres formats d’image courants, directement depuis votre appareil photo ou votre téléphone, jusqu’à 60 Mo.`)
};

const zh_hans1_feature_formats_text = /** @type {(inputs: Feature_Formats_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可直接从相机或手机上传 JPG、PNG、HEIC、WEBP 等常见图片格式，最大 60 MB。`)
};

/**
* | output |
* | --- |
* | "Upload JPG, PNG, HEIC, WEBP and other common image formats, straight from your camera or phone, up to 60 MB." |
*
* @param {Feature_Formats_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const feature_formats_text = /** @type {((inputs?: Feature_Formats_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feature_Formats_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_feature_formats_text(inputs)
	if (locale === "de") return de_feature_formats_text(inputs)
	if (locale === "fr") return fr_feature_formats_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_feature_formats_text(inputs)
	return en_feature_formats_text(inputs)
});