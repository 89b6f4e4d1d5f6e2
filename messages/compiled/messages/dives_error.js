/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_ErrorInputs */

const en_dives_error = /** @type {(inputs: Dives_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const es_dives_error = /** @type {(inputs: Dives_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const de_dives_error = /** @type {(inputs: Dives_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

const fr_dives_error = /** @type {(inputs: Dives_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

const zh_hans1_dives_error = /** @type {(inputs: Dives_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`出错了`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Dives_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_error = /** @type {((inputs?: Dives_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_error(inputs)
	if (locale === "de") return de_dives_error(inputs)
	if (locale === "fr") return fr_dives_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_error(inputs)
	return en_dives_error(inputs)
});