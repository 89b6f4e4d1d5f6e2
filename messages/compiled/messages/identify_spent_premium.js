/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Spent_PremiumInputs */

const en_identify_spent_premium = /** @type {(inputs: Identify_Spent_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium plans identify without limit, keep your history and your photos in high resolution.`)
};

const es_identify_spent_premium = /** @type {(inputs: Identify_Spent_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes Premium identifican sin límite y guardan tu historial y tus fotos en alta resolución.`)
};

const de_identify_spent_premium = /** @type {(inputs: Identify_Spent_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium-Tarife bestimmen unbegrenzt und bewahren deinen Verlauf und deine Fotos in hoher Auflösung auf.`)
};

const fr_identify_spent_premium = /** @type {(inputs: Identify_Spent_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les offres Premium identifient sans limite et gardent votre historique et vos photos en haute résolution.`)
};

const zh_hans1_identify_spent_premium = /** @type {(inputs: Identify_Spent_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`高级方案可无限次识别，并以高分辨率保存你的历史记录和照片。`)
};

/**
* | output |
* | --- |
* | "Premium plans identify without limit, keep your history and your photos in high resolution." |
*
* @param {Identify_Spent_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_spent_premium = /** @type {((inputs?: Identify_Spent_PremiumInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Spent_PremiumInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_spent_premium(inputs)
	if (locale === "de") return de_identify_spent_premium(inputs)
	if (locale === "fr") return fr_identify_spent_premium(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_spent_premium(inputs)
	return en_identify_spent_premium(inputs)
});