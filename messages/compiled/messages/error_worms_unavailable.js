/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Worms_UnavailableInputs */

const en_error_worms_unavailable = /** @type {(inputs: Error_Worms_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS could not be reached to check the name. Please try again in a moment.`)
};

const es_error_worms_unavailable = /** @type {(inputs: Error_Worms_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo contactar con WoRMS para comprobar el nombre. Vuelve a intentarlo en un momento.`)
};

const de_error_worms_unavailable = /** @type {(inputs: Error_Worms_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS war nicht erreichbar, um den Namen zu prüfen. Bitte versuche es gleich noch einmal.`)
};

const fr_error_worms_unavailable = /** @type {(inputs: Error_Worms_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WoRMS n’a pas pu être joint pour vérifier le nom. Réessayez dans un instant.`)
};

const zh_hans1_error_worms_unavailable = /** @type {(inputs: Error_Worms_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法连接 WoRMS 核对名称，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "WoRMS could not be reached to check the name. Please try again in a moment." |
*
* @param {Error_Worms_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_worms_unavailable = /** @type {((inputs?: Error_Worms_UnavailableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Worms_UnavailableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_worms_unavailable(inputs)
	if (locale === "de") return de_error_worms_unavailable(inputs)
	if (locale === "fr") return fr_error_worms_unavailable(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_worms_unavailable(inputs)
	return en_error_worms_unavailable(inputs)
});