/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Max_DepthInputs */

const en_dives_max_depth = /** @type {(inputs: Dives_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum depth`)
};

const es_dives_max_depth = /** @type {(inputs: Dives_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profundidad máxima`)
};

const de_dives_max_depth = /** @type {(inputs: Dives_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximale Tiefe`)
};

const fr_dives_max_depth = /** @type {(inputs: Dives_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur maximale`)
};

const zh_hans1_dives_max_depth = /** @type {(inputs: Dives_Max_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最大深度`)
};

/**
* | output |
* | --- |
* | "Maximum depth" |
*
* @param {Dives_Max_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_max_depth = /** @type {((inputs?: Dives_Max_DepthInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Max_DepthInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_max_depth(inputs)
	if (locale === "de") return de_dives_max_depth(inputs)
	if (locale === "fr") return fr_dives_max_depth(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_max_depth(inputs)
	return en_dives_max_depth(inputs)
});