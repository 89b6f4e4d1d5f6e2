/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Name_ExampleInputs */

const en_trips_name_example = /** @type {(inputs: Trips_Name_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Chromis viridis`)
};

const es_trips_name_example = /** @type {(inputs: Trips_Name_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Chromis viridis`)
};

const de_trips_name_example = /** @type {(inputs: Trips_Name_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. Chromis viridis`)
};

const fr_trips_name_example = /** @type {(inputs: Trips_Name_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. Chromis viridis`)
};

const zh_hans1_trips_name_example = /** @type {(inputs: Trips_Name_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如 Chromis viridis`)
};

/**
* | output |
* | --- |
* | "e.g. Chromis viridis" |
*
* @param {Trips_Name_ExampleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_name_example = /** @type {((inputs?: Trips_Name_ExampleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Name_ExampleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_name_example(inputs)
	if (locale === "de") return de_trips_name_example(inputs)
	if (locale === "fr") return fr_trips_name_example(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_name_example(inputs)
	return en_trips_name_example(inputs)
});