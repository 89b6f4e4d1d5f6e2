/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_ProcessingInputs */

const en_plans_processing = /** @type {(inputs: Plans_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing…`)
};

const es_plans_processing = /** @type {(inputs: Plans_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Procesando…`)
};

const de_plans_processing = /** @type {(inputs: Plans_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird verarbeitet…`)
};

const fr_plans_processing = /** @type {(inputs: Plans_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traitement…`)
};

const zh_hans1_plans_processing = /** @type {(inputs: Plans_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在处理…`)
};

/**
* | output |
* | --- |
* | "Processing…" |
*
* @param {Plans_ProcessingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_processing = /** @type {((inputs?: Plans_ProcessingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_ProcessingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_processing(inputs)
	if (locale === "de") return de_plans_processing(inputs)
	if (locale === "fr") return fr_plans_processing(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_processing(inputs)
	return en_plans_processing(inputs)
});