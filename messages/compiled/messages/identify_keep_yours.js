/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Keep_YoursInputs */

const en_identify_keep_yours = /** @type {(inputs: Identify_Keep_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to keep your identifications.`)
};

const es_identify_keep_yours = /** @type {(inputs: Identify_Keep_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para guardar tus identificaciones.`)
};

const de_identify_keep_yours = /** @type {(inputs: Identify_Keep_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`und behalte deine Bestimmungen.`)
};

const fr_identify_keep_yours = /** @type {(inputs: Identify_Keep_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour garder vos identifications.`)
};

const zh_hans1_identify_keep_yours = /** @type {(inputs: Identify_Keep_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以保存你的识别记录。`)
};

/**
* | output |
* | --- |
* | "to keep your identifications." |
*
* @param {Identify_Keep_YoursInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_keep_yours = /** @type {((inputs?: Identify_Keep_YoursInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Keep_YoursInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_keep_yours(inputs)
	if (locale === "de") return de_identify_keep_yours(inputs)
	if (locale === "fr") return fr_identify_keep_yours(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_keep_yours(inputs)
	return en_identify_keep_yours(inputs)
});