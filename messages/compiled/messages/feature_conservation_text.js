/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feature_Conservation_TextInputs */

const en_feature_conservation_text = /** @type {(inputs: Feature_Conservation_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every result carries the species’ conservation status, the threats it faces and where it lives, to help protect it.`)
};

const es_feature_conservation_text = /** @type {(inputs: Feature_Conservation_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada resultado incluye el estado de conservación de la especie, las amenazas que sufre y dónde vive, para ayudar a protegerla.`)
};

const de_feature_conservation_text = /** @type {(inputs: Feature_Conservation_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Ergebnis nennt den Schutzstatus der Art, ihre Gefährdungen und ihren Lebensraum – damit wir sie schützen können.`)
};

const fr_feature_conservation_text = /** @type {(inputs: Feature_Conservation_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque résultat indique le statut de conservation de l’espèce, les menaces qui pèsent sur elle et où elle vit, pour aider à la protéger.`)
};

const zh_hans1_feature_conservation_text = /** @type {(inputs: Feature_Conservation_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个结果都附有该物种的保护状况、面临的威胁和分布范围，帮助保护它们。`)
};

/**
* | output |
* | --- |
* | "Every result carries the species’ conservation status, the threats it faces and where it lives, to help protect it." |
*
* @param {Feature_Conservation_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const feature_conservation_text = /** @type {((inputs?: Feature_Conservation_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feature_Conservation_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_feature_conservation_text(inputs)
	if (locale === "de") return de_feature_conservation_text(inputs)
	if (locale === "fr") return fr_feature_conservation_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_feature_conservation_text(inputs)
	return en_feature_conservation_text(inputs)
});