/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Axis_DepthInputs */

const en_dives_axis_depth = /** @type {(inputs: Dives_Axis_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth (m)`)
};

const es_dives_axis_depth = /** @type {(inputs: Dives_Axis_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidad (m)`)
};

const de_dives_axis_depth = /** @type {(inputs: Dives_Axis_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiefe (m)`)
};

const fr_dives_axis_depth = /** @type {(inputs: Dives_Axis_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur (m)`)
};

const zh_hans1_dives_axis_depth = /** @type {(inputs: Dives_Axis_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`深度（米）`)
};

/**
* | output |
* | --- |
* | "Depth (m)" |
*
* @param {Dives_Axis_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_axis_depth = /** @type {((inputs?: Dives_Axis_DepthInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Axis_DepthInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_axis_depth(inputs)
	if (locale === "de") return de_dives_axis_depth(inputs)
	if (locale === "fr") return fr_dives_axis_depth(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_axis_depth(inputs)
	return en_dives_axis_depth(inputs)
});