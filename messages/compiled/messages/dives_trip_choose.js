/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_ChooseInputs */

const en_dives_trip_choose = /** @type {(inputs: Dives_Trip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a photo`)
};

const es_dives_trip_choose = /** @type {(inputs: Dives_Trip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una foto`)
};

const de_dives_trip_choose = /** @type {(inputs: Dives_Trip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto auswählen`)
};

const fr_dives_trip_choose = /** @type {(inputs: Dives_Trip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une photo`)
};

const zh_hans1_dives_trip_choose = /** @type {(inputs: Dives_Trip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择一张照片`)
};

/**
* | output |
* | --- |
* | "Choose a photo" |
*
* @param {Dives_Trip_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_choose = /** @type {((inputs?: Dives_Trip_ChooseInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_ChooseInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_choose(inputs)
	if (locale === "de") return de_dives_trip_choose(inputs)
	if (locale === "fr") return fr_dives_trip_choose(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_choose(inputs)
	return en_dives_trip_choose(inputs)
});