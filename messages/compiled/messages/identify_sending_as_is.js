/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Identify_Sending_As_IsInputs */

const en_identify_sending_as_is = /** @type {(inputs: Identify_Sending_As_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The photo as it is, ${i?.size}`)
};

const es_identify_sending_as_is = /** @type {(inputs: Identify_Sending_As_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La foto tal cual, ${i?.size}`)
};

const de_identify_sending_as_is = /** @type {(inputs: Identify_Sending_As_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Foto, wie es ist, ${i?.size}`)
};

const fr_identify_sending_as_is = /** @type {(inputs: Identify_Sending_As_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La photo telle quelle, ${i?.size}`)
};

const zh_hans1_identify_sending_as_is = /** @type {(inputs: Identify_Sending_As_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`照片原样，${i?.size}`)
};

/**
* | output |
* | --- |
* | "The photo as it is, {size}" |
*
* @param {Identify_Sending_As_IsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_sending_as_is = /** @type {((inputs: Identify_Sending_As_IsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Sending_As_IsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_sending_as_is(inputs)
	if (locale === "de") return de_identify_sending_as_is(inputs)
	if (locale === "fr") return fr_identify_sending_as_is(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_sending_as_is(inputs)
	return en_identify_sending_as_is(inputs)
});