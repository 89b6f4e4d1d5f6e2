/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_SendInputs */

const en_identify_send = /** @type {(inputs: Identify_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify`)
};

const es_identify_send = /** @type {(inputs: Identify_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificar`)
};

const de_identify_send = /** @type {(inputs: Identify_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmen`)
};

const fr_identify_send = /** @type {(inputs: Identify_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier`)
};

const zh_hans1_identify_send = /** @type {(inputs: Identify_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别`)
};

/**
* | output |
* | --- |
* | "Identify" |
*
* @param {Identify_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_send = /** @type {((inputs?: Identify_SendInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_SendInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_send(inputs)
	if (locale === "de") return de_identify_send(inputs)
	if (locale === "fr") return fr_identify_send(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_send(inputs)
	return en_identify_send(inputs)
});