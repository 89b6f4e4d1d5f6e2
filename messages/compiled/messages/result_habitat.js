/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_HabitatInputs */

const en_result_habitat = /** @type {(inputs: Result_HabitatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HABITAT`)
};

const es_result_habitat = /** @type {(inputs: Result_HabitatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HÁBITAT`)
};

const de_result_habitat = /** @type {(inputs: Result_HabitatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LEBENSRAUM`)
};

const fr_result_habitat = /** @type {(inputs: Result_HabitatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HABITAT`)
};

const zh_hans1_result_habitat = /** @type {(inputs: Result_HabitatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`栖息地`)
};

/**
* | output |
* | --- |
* | "HABITAT" |
*
* @param {Result_HabitatInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_habitat = /** @type {((inputs?: Result_HabitatInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_HabitatInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_habitat(inputs)
	if (locale === "de") return de_result_habitat(inputs)
	if (locale === "fr") return fr_result_habitat(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_habitat(inputs)
	return en_result_habitat(inputs)
});