/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_IdentifyInputs */

const en_offline_identify = /** @type {(inputs: Offline_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify a species`)
};

const es_offline_identify = /** @type {(inputs: Offline_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificar una especie`)
};

const de_offline_identify = /** @type {(inputs: Offline_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Art bestimmen`)
};

const fr_offline_identify = /** @type {(inputs: Offline_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier une espèce`)
};

const zh_hans1_offline_identify = /** @type {(inputs: Offline_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别物种`)
};

/**
* | output |
* | --- |
* | "Identify a species" |
*
* @param {Offline_IdentifyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const offline_identify = /** @type {((inputs?: Offline_IdentifyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_IdentifyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_identify(inputs)
	if (locale === "de") return de_offline_identify(inputs)
	if (locale === "fr") return fr_offline_identify(inputs)
	if (locale === "zh-Hans") return zh_hans1_offline_identify(inputs)
	return en_offline_identify(inputs)
});