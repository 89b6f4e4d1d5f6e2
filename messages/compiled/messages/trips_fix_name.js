/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Fix_NameInputs */

const en_trips_fix_name = /** @type {(inputs: Trips_Fix_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix the name`)
};

const es_trips_fix_name = /** @type {(inputs: Trips_Fix_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corregir el nombre`)
};

const de_trips_fix_name = /** @type {(inputs: Trips_Fix_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen korrigieren`)
};

const fr_trips_fix_name = /** @type {(inputs: Trips_Fix_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corriger le nom`)
};

const zh_hans1_trips_fix_name = /** @type {(inputs: Trips_Fix_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更正名称`)
};

/**
* | output |
* | --- |
* | "Fix the name" |
*
* @param {Trips_Fix_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_fix_name = /** @type {((inputs?: Trips_Fix_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Fix_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_fix_name(inputs)
	if (locale === "de") return de_trips_fix_name(inputs)
	if (locale === "fr") return fr_trips_fix_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_fix_name(inputs)
	return en_trips_fix_name(inputs)
});