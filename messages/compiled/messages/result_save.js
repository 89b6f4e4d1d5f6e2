/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_SaveInputs */

const en_result_save = /** @type {(inputs: Result_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save to my logbook`)
};

const es_result_save = /** @type {(inputs: Result_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar en mi cuaderno`)
};

const de_result_save = /** @type {(inputs: Result_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In mein Logbuch speichern`)
};

const fr_result_save = /** @type {(inputs: Result_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer dans mon carnet`)
};

const zh_hans1_result_save = /** @type {(inputs: Result_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存到我的日志`)
};

/**
* | output |
* | --- |
* | "Save to my logbook" |
*
* @param {Result_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_save = /** @type {((inputs?: Result_SaveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_SaveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_save(inputs)
	if (locale === "de") return de_result_save(inputs)
	if (locale === "fr") return fr_result_save(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_save(inputs)
	return en_result_save(inputs)
});