/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Dives_Offset_AheadInputs */

const en_dives_offset_ahead = /** @type {(inputs: Dives_Offset_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} ahead of the dive computer`)
};

const es_dives_offset_ahead = /** @type {(inputs: Dives_Offset_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} por delante del ordenador de buceo`)
};

const de_dives_offset_ahead = /** @type {(inputs: Dives_Offset_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} vor dem Tauchcomputer`)
};

const fr_dives_offset_ahead = /** @type {(inputs: Dives_Offset_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} en avance sur l’ordinateur de plongée`)
};

const zh_hans1_dives_offset_ahead = /** @type {(inputs: Dives_Offset_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比潜水电脑快 ${i?.time}`)
};

/**
* | output |
* | --- |
* | "{time} ahead of the dive computer" |
*
* @param {Dives_Offset_AheadInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_offset_ahead = /** @type {((inputs: Dives_Offset_AheadInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Offset_AheadInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_offset_ahead(inputs)
	if (locale === "de") return de_dives_offset_ahead(inputs)
	if (locale === "fr") return fr_dives_offset_ahead(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_offset_ahead(inputs)
	return en_dives_offset_ahead(inputs)
});