/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Username_Bad_CharactersInputs */

const en_error_username_bad_characters = /** @type {(inputs: Error_Username_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username may only contain letters, numbers, dots, dashes and underscores`)
};

const es_error_username_bad_characters = /** @type {(inputs: Error_Username_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre de usuario solo puede llevar letras, números, puntos, guiones y guiones bajos`)
};

const de_error_username_bad_characters = /** @type {(inputs: Error_Username_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Benutzername darf nur Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche enthalten`)
};

const fr_error_username_bad_characters = /** @type {(inputs: Error_Username_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom d’utilisateur ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas`)
};

const zh_hans1_error_username_bad_characters = /** @type {(inputs: Error_Username_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户名只能包含字母、数字、点、连字符和下划线`)
};

/**
* | output |
* | --- |
* | "Username may only contain letters, numbers, dots, dashes and underscores" |
*
* @param {Error_Username_Bad_CharactersInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_username_bad_characters = /** @type {((inputs?: Error_Username_Bad_CharactersInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Username_Bad_CharactersInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_username_bad_characters(inputs)
	if (locale === "de") return de_error_username_bad_characters(inputs)
	if (locale === "fr") return fr_error_username_bad_characters(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_username_bad_characters(inputs)
	return en_error_username_bad_characters(inputs)
});