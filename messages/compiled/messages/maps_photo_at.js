/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Maps_Photo_AtInputs */

const en_maps_photo_at = /** @type {(inputs: Maps_Photo_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at ${i?.position}`)
};

const es_maps_photo_at = /** @type {(inputs: Maps_Photo_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.position}`)
};

const de_maps_photo_at = /** @type {(inputs: Maps_Photo_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bei ${i?.position}`)
};

const fr_maps_photo_at = /** @type {(inputs: Maps_Photo_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`à ${i?.position}`)
};

const zh_hans1_maps_photo_at = /** @type {(inputs: Maps_Photo_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` ${i?.position}`)
};

/**
* | output |
* | --- |
* | "at {position}" |
*
* @param {Maps_Photo_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_photo_at = /** @type {((inputs: Maps_Photo_AtInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Photo_AtInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_photo_at(inputs)
	if (locale === "de") return de_maps_photo_at(inputs)
	if (locale === "fr") return fr_maps_photo_at(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_photo_at(inputs)
	return en_maps_photo_at(inputs)
});