/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Offset_In_StepInputs */

const en_dives_offset_in_step = /** @type {(inputs: Dives_Offset_In_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in step with the dive computer`)
};

const es_dives_offset_in_step = /** @type {(inputs: Dives_Offset_In_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sincronizada con el ordenador de buceo`)
};

const de_dives_offset_in_step = /** @type {(inputs: Dives_Offset_In_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`synchron mit dem Tauchcomputer`)
};

const fr_dives_offset_in_step = /** @type {(inputs: Dives_Offset_In_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à l'heure de l'ordinateur de plongée`)
};

const zh_hans1_dives_offset_in_step = /** @type {(inputs: Dives_Offset_In_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`与潜水电脑同步`)
};

/**
* | output |
* | --- |
* | "in step with the dive computer" |
*
* @param {Dives_Offset_In_StepInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_offset_in_step = /** @type {((inputs?: Dives_Offset_In_StepInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Offset_In_StepInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_offset_in_step(inputs)
	if (locale === "de") return de_dives_offset_in_step(inputs)
	if (locale === "fr") return fr_dives_offset_in_step(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_offset_in_step(inputs)
	return en_dives_offset_in_step(inputs)
});