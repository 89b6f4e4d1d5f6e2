/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ free: NonNullable<unknown> }} Identify_Remaining_Signed_InInputs */

const en_identify_remaining_signed_in = /** @type {(inputs: Identify_Remaining_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.free} remaining. Upgrade to premium for unlimited identifications.`)
};

const es_identify_remaining_signed_in = /** @type {(inputs: Identify_Remaining_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te quedan ${i?.free}. Pásate a Premium para identificar sin límite.`)
};

const de_identify_remaining_signed_in = /** @type {(inputs: Identify_Remaining_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noch ${i?.free}. Mit Premium bestimmst du unbegrenzt.`)
};

const fr_identify_remaining_signed_in = /** @type {(inputs: Identify_Remaining_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il vous reste ${i?.free}. Passez à Premium pour des identifications illimitées.`)
};

const zh_hans1_identify_remaining_signed_in = /** @type {(inputs: Identify_Remaining_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`还剩 ${i?.free}。升级到高级版即可无限次识别。`)
};

/**
* | output |
* | --- |
* | "{free} remaining. Upgrade to premium for unlimited identifications." |
*
* @param {Identify_Remaining_Signed_InInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_remaining_signed_in = /** @type {((inputs: Identify_Remaining_Signed_InInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Remaining_Signed_InInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_remaining_signed_in(inputs)
	if (locale === "de") return de_identify_remaining_signed_in(inputs)
	if (locale === "fr") return fr_identify_remaining_signed_in(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_remaining_signed_in(inputs)
	return en_identify_remaining_signed_in(inputs)
});