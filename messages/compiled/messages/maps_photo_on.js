/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Maps_Photo_OnInputs */

const en_maps_photo_on = /** @type {(inputs: Maps_Photo_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.date}`)
};

const es_maps_photo_on = /** @type {(inputs: Maps_Photo_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el ${i?.date}`)
};

const de_maps_photo_on = /** @type {(inputs: Maps_Photo_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`am ${i?.date}`)
};

const fr_maps_photo_on = /** @type {(inputs: Maps_Photo_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le ${i?.date}`)
};

const zh_hans1_maps_photo_on = /** @type {(inputs: Maps_Photo_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` ${i?.date}`)
};

/**
* | output |
* | --- |
* | "on {date}" |
*
* @param {Maps_Photo_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_photo_on = /** @type {((inputs: Maps_Photo_OnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Photo_OnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_photo_on(inputs)
	if (locale === "de") return de_maps_photo_on(inputs)
	if (locale === "fr") return fr_maps_photo_on(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_photo_on(inputs)
	return en_maps_photo_on(inputs)
});