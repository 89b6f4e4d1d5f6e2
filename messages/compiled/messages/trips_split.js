/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_SplitInputs */

const en_trips_split = /** @type {(inputs: Trips_SplitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Split from here`)
};

const es_trips_split = /** @type {(inputs: Trips_SplitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separar desde aquí`)
};

const de_trips_split = /** @type {(inputs: Trips_SplitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ab hier teilen`)
};

const fr_trips_split = /** @type {(inputs: Trips_SplitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séparer à partir d’ici`)
};

const zh_hans1_trips_split = /** @type {(inputs: Trips_SplitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从此处拆分`)
};

/**
* | output |
* | --- |
* | "Split from here" |
*
* @param {Trips_SplitInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_split = /** @type {((inputs?: Trips_SplitInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_SplitInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_split(inputs)
	if (locale === "de") return de_trips_split(inputs)
	if (locale === "fr") return fr_trips_split(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_split(inputs)
	return en_trips_split(inputs)
});