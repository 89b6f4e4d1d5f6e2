/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_Where_NextInputs */

const en_not_found_where_next = /** @type {(inputs: Not_Found_Where_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where to go from here`)
};

const es_not_found_where_next = /** @type {(inputs: Not_Found_Where_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adónde ir desde aquí`)
};

const de_not_found_where_next = /** @type {(inputs: Not_Found_Where_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wohin als Nächstes`)
};

const fr_not_found_where_next = /** @type {(inputs: Not_Found_Where_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où aller maintenant`)
};

const zh_hans1_not_found_where_next = /** @type {(inputs: Not_Found_Where_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`接下来去哪里`)
};

/**
* | output |
* | --- |
* | "Where to go from here" |
*
* @param {Not_Found_Where_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const not_found_where_next = /** @type {((inputs?: Not_Found_Where_NextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_Where_NextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_not_found_where_next(inputs)
	if (locale === "de") return de_not_found_where_next(inputs)
	if (locale === "fr") return fr_not_found_where_next(inputs)
	if (locale === "zh-Hans") return zh_hans1_not_found_where_next(inputs)
	return en_not_found_where_next(inputs)
});