/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Add_TitleInputs */

const en_trips_add_title = /** @type {(inputs: Trips_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photos`)
};

const es_trips_add_title = /** @type {(inputs: Trips_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir fotos`)
};

const de_trips_add_title = /** @type {(inputs: Trips_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos hinzufügen`)
};

const fr_trips_add_title = /** @type {(inputs: Trips_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter des photos`)
};

const zh_hans1_trips_add_title = /** @type {(inputs: Trips_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加照片`)
};

/**
* | output |
* | --- |
* | "Add photos" |
*
* @param {Trips_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_add_title = /** @type {((inputs?: Trips_Add_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Add_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_add_title(inputs)
	if (locale === "de") return de_trips_add_title(inputs)
	if (locale === "fr") return fr_trips_add_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_add_title(inputs)
	return en_trips_add_title(inputs)
});