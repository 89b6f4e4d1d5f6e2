/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_ProgressInputs */

const en_identify_progress = /** @type {(inputs: Identify_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification progress`)
};

const es_identify_progress = /** @type {(inputs: Identify_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progreso de la identificación`)
};

const de_identify_progress = /** @type {(inputs: Identify_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortschritt der Bestimmung`)
};

const fr_identify_progress = /** @type {(inputs: Identify_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progression de l’identification`)
};

const zh_hans1_identify_progress = /** @type {(inputs: Identify_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别进度`)
};

/**
* | output |
* | --- |
* | "Identification progress" |
*
* @param {Identify_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_progress = /** @type {((inputs?: Identify_ProgressInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_ProgressInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_progress(inputs)
	if (locale === "de") return de_identify_progress(inputs)
	if (locale === "fr") return fr_identify_progress(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_progress(inputs)
	return en_identify_progress(inputs)
});