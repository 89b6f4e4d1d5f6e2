/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Enter_NameInputs */

const en_trips_enter_name = /** @type {(inputs: Trips_Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a scientific name.`)
};

const es_trips_enter_name = /** @type {(inputs: Trips_Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un nombre científico.`)
};

const de_trips_enter_name = /** @type {(inputs: Trips_Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib einen wissenschaftlichen Namen ein.`)
};

const fr_trips_enter_name = /** @type {(inputs: Trips_Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un nom scientifique.`)
};

const zh_hans1_trips_enter_name = /** @type {(inputs: Trips_Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入学名。`)
};

/**
* | output |
* | --- |
* | "Please enter a scientific name." |
*
* @param {Trips_Enter_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_enter_name = /** @type {((inputs?: Trips_Enter_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Enter_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_enter_name(inputs)
	if (locale === "de") return de_trips_enter_name(inputs)
	if (locale === "fr") return fr_trips_enter_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_enter_name(inputs)
	return en_trips_enter_name(inputs)
});