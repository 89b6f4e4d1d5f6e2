/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_MergeInputs */

const en_trips_merge = /** @type {(inputs: Trips_MergeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merge with the next`)
};

const es_trips_merge = /** @type {(inputs: Trips_MergeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unir con el siguiente`)
};

const de_trips_merge = /** @type {(inputs: Trips_MergeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit der nächsten zusammenführen`)
};

const fr_trips_merge = /** @type {(inputs: Trips_MergeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fusionner avec la suivante`)
};

const zh_hans1_trips_merge = /** @type {(inputs: Trips_MergeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`与下一个合并`)
};

/**
* | output |
* | --- |
* | "Merge with the next" |
*
* @param {Trips_MergeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_merge = /** @type {((inputs?: Trips_MergeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_MergeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_merge(inputs)
	if (locale === "de") return de_trips_merge(inputs)
	if (locale === "fr") return fr_trips_merge(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_merge(inputs)
	return en_trips_merge(inputs)
});