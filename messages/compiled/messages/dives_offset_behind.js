/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Dives_Offset_BehindInputs */

const en_dives_offset_behind = /** @type {(inputs: Dives_Offset_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} behind the dive computer`)
};

const es_dives_offset_behind = /** @type {(inputs: Dives_Offset_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} por detrás del ordenador de buceo`)
};

const de_dives_offset_behind = /** @type {(inputs: Dives_Offset_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} hinter dem Tauchcomputer`)
};

const fr_dives_offset_behind = /** @type {(inputs: Dives_Offset_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} en retard sur l’ordinateur de plongée`)
};

const zh_hans1_dives_offset_behind = /** @type {(inputs: Dives_Offset_BehindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比潜水电脑慢 ${i?.time}`)
};

/**
* | output |
* | --- |
* | "{time} behind the dive computer" |
*
* @param {Dives_Offset_BehindInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_offset_behind = /** @type {((inputs: Dives_Offset_BehindInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Offset_BehindInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_offset_behind(inputs)
	if (locale === "de") return de_dives_offset_behind(inputs)
	if (locale === "fr") return fr_dives_offset_behind(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_offset_behind(inputs)
	return en_dives_offset_behind(inputs)
});