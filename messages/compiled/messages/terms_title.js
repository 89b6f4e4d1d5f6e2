/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_TitleInputs */

const en_terms_title = /** @type {(inputs: Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

const es_terms_title = /** @type {(inputs: Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiciones del servicio`)
};

const de_terms_title = /** @type {(inputs: Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzungsbedingungen`)
};

const fr_terms_title = /** @type {(inputs: Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

const zh_hans1_terms_title = /** @type {(inputs: Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服务条款`)
};

/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const terms_title = /** @type {((inputs?: Terms_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_terms_title(inputs)
	if (locale === "de") return de_terms_title(inputs)
	if (locale === "fr") return fr_terms_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_terms_title(inputs)
	return en_terms_title(inputs)
});