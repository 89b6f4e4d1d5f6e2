/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_English_OnlyInputs */

const en_legal_english_only = /** @type {(inputs: Legal_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This text is available in English only.`)
};

const es_legal_english_only = /** @type {(inputs: Legal_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este texto solo está disponible en inglés.`)
};

const de_legal_english_only = /** @type {(inputs: Legal_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Text ist nur auf Englisch verfügbar.`)
};

const fr_legal_english_only = /** @type {(inputs: Legal_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce texte n’est disponible qu’en anglais.`)
};

const zh_hans1_legal_english_only = /** @type {(inputs: Legal_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此文本仅提供英文版本。`)
};

/**
* | output |
* | --- |
* | "This text is available in English only." |
*
* @param {Legal_English_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const legal_english_only = /** @type {((inputs?: Legal_English_OnlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_English_OnlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_legal_english_only(inputs)
	if (locale === "de") return de_legal_english_only(inputs)
	if (locale === "fr") return fr_legal_english_only(inputs)
	if (locale === "zh-Hans") return zh_hans1_legal_english_only(inputs)
	return en_legal_english_only(inputs)
});