/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Drop_LibraryInputs */

const en_identify_drop_library = /** @type {(inputs: Identify_Drop_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose from library`)
};

const es_identify_drop_library = /** @type {(inputs: Identify_Drop_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir de la galería`)
};

const de_identify_drop_library = /** @type {(inputs: Identify_Drop_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus der Mediathek wählen`)
};

const fr_identify_drop_library = /** @type {(inputs: Identify_Drop_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir dans la photothèque`)
};

const zh_hans1_identify_drop_library = /** @type {(inputs: Identify_Drop_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从相册中选择`)
};

/**
* | output |
* | --- |
* | "Choose from library" |
*
* @param {Identify_Drop_LibraryInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_drop_library = /** @type {((inputs?: Identify_Drop_LibraryInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Drop_LibraryInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_drop_library(inputs)
	if (locale === "de") return de_identify_drop_library(inputs)
	if (locale === "fr") return fr_identify_drop_library(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_drop_library(inputs)
	return en_identify_drop_library(inputs)
});