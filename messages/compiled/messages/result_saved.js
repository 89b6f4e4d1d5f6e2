/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_SavedInputs */

const en_result_saved = /** @type {(inputs: Result_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This identification is saved in your logbook`)
};

const es_result_saved = /** @type {(inputs: Result_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta identificación está guardada en tu cuaderno de inmersiones`)
};

const de_result_saved = /** @type {(inputs: Result_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestimmung ist in deinem Logbuch gespeichert`)
};

const fr_result_saved = /** @type {(inputs: Result_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette identification est enregistrée dans votre carnet`)
};

const zh_hans1_result_saved = /** @type {(inputs: Result_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此识别已保存到你的日志中`)
};

/**
* | output |
* | --- |
* | "This identification is saved in your logbook" |
*
* @param {Result_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_saved = /** @type {((inputs?: Result_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_saved(inputs)
	if (locale === "de") return de_result_saved(inputs)
	if (locale === "fr") return fr_result_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_saved(inputs)
	return en_result_saved(inputs)
});