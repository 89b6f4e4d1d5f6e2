/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_IdentifyInputs */

const en_history_identify = /** @type {(inputs: History_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify a species`)
};

const es_history_identify = /** @type {(inputs: History_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificar una especie`)
};

const de_history_identify = /** @type {(inputs: History_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Art bestimmen`)
};

const fr_history_identify = /** @type {(inputs: History_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier une espèce`)
};

const zh_hans1_history_identify = /** @type {(inputs: History_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别物种`)
};

/**
* | output |
* | --- |
* | "Identify a species" |
*
* @param {History_IdentifyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_identify = /** @type {((inputs?: History_IdentifyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_IdentifyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_identify(inputs)
	if (locale === "de") return de_history_identify(inputs)
	if (locale === "fr") return fr_history_identify(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_identify(inputs)
	return en_history_identify(inputs)
});