/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ depth: NonNullable<unknown> }} Maps_DepthInputs */

const en_maps_depth = /** @type {(inputs: Maps_DepthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Depth: ${i?.depth}`)
};

const es_maps_depth = /** @type {(inputs: Maps_DepthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profundidad: ${i?.depth}`)
};

const de_maps_depth = /** @type {(inputs: Maps_DepthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tiefe: ${i?.depth}`)
};

const fr_maps_depth = /** @type {(inputs: Maps_DepthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profondeur : ${i?.depth}`)
};

const zh_hans1_maps_depth = /** @type {(inputs: Maps_DepthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`深度：${i?.depth}`)
};

/**
* | output |
* | --- |
* | "Depth: {depth}" |
*
* @param {Maps_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_depth = /** @type {((inputs: Maps_DepthInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_DepthInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_depth(inputs)
	if (locale === "de") return de_maps_depth(inputs)
	if (locale === "fr") return fr_maps_depth(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_depth(inputs)
	return en_maps_depth(inputs)
});