/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Username_Mixed_ScriptsInputs */

const en_error_username_mixed_scripts = /** @type {(inputs: Error_Username_Mixed_ScriptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username may not mix letters of different alphabets`)
};

const es_error_username_mixed_scripts = /** @type {(inputs: Error_Username_Mixed_ScriptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre de usuario no puede mezclar letras de distintos alfabetos`)
};

const de_error_username_mixed_scripts = /** @type {(inputs: Error_Username_Mixed_ScriptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Benutzername darf keine Buchstaben verschiedener Alphabete mischen`)
};

const fr_error_username_mixed_scripts = /** @type {(inputs: Error_Username_Mixed_ScriptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom d’utilisateur ne peut pas mélanger des lettres de différents alphabets`)
};

const zh_hans1_error_username_mixed_scripts = /** @type {(inputs: Error_Username_Mixed_ScriptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户名不能混用不同字母表的字母`)
};

/**
* | output |
* | --- |
* | "Username may not mix letters of different alphabets" |
*
* @param {Error_Username_Mixed_ScriptsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_username_mixed_scripts = /** @type {((inputs?: Error_Username_Mixed_ScriptsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Username_Mixed_ScriptsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_username_mixed_scripts(inputs)
	if (locale === "de") return de_error_username_mixed_scripts(inputs)
	if (locale === "fr") return fr_error_username_mixed_scripts(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_username_mixed_scripts(inputs)
	return en_error_username_mixed_scripts(inputs)
});