/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Identify_NowInputs */

const en_home_identify_now = /** @type {(inputs: Home_Identify_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify Now`)
};

const es_home_identify_now = /** @type {(inputs: Home_Identify_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificar ahora`)
};

const de_home_identify_now = /** @type {(inputs: Home_Identify_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt bestimmen`)
};

const fr_home_identify_now = /** @type {(inputs: Home_Identify_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier maintenant`)
};

const zh_hans1_home_identify_now = /** @type {(inputs: Home_Identify_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即识别`)
};

/**
* | output |
* | --- |
* | "Identify Now" |
*
* @param {Home_Identify_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_identify_now = /** @type {((inputs?: Home_Identify_NowInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Identify_NowInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_identify_now(inputs)
	if (locale === "de") return de_home_identify_now(inputs)
	if (locale === "fr") return fr_home_identify_now(inputs)
	if (locale === "zh-Hans") return zh_hans1_home_identify_now(inputs)
	return en_home_identify_now(inputs)
});