/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Pricing_SubtitleInputs */

const en_plans_pricing_subtitle = /** @type {(inputs: Plans_Pricing_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock unlimited identifications, your full identification history and high-resolution images.`)
};

const es_plans_pricing_subtitle = /** @type {(inputs: Plans_Pricing_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desbloquea identificaciones ilimitadas, tu historial completo y las imágenes en alta resolución.`)
};

const de_plans_pricing_subtitle = /** @type {(inputs: Plans_Pricing_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schalte unbegrenzte Bestimmungen, deinen vollständigen Verlauf und hochauflösende Bilder frei.`)
};

const fr_plans_pricing_subtitle = /** @type {(inputs: Plans_Pricing_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Débloquez les identifications illimitées, tout votre historique et les images en haute résolution.`)
};

const zh_hans1_plans_pricing_subtitle = /** @type {(inputs: Plans_Pricing_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解锁无限次识别、完整的识别历史和高分辨率图片。`)
};

/**
* | output |
* | --- |
* | "Unlock unlimited identifications, your full identification history and high-resolution images." |
*
* @param {Plans_Pricing_SubtitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_pricing_subtitle = /** @type {((inputs?: Plans_Pricing_SubtitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Pricing_SubtitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_pricing_subtitle(inputs)
	if (locale === "de") return de_plans_pricing_subtitle(inputs)
	if (locale === "fr") return fr_plans_pricing_subtitle(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_pricing_subtitle(inputs)
	return en_plans_pricing_subtitle(inputs)
});