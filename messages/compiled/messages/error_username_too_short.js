/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Error_Username_Too_ShortInputs */

const en_error_username_too_short = /** @type {(inputs: Error_Username_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Username must be at least ${i?.min} characters`)
};

const es_error_username_too_short = /** @type {(inputs: Error_Username_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El nombre de usuario debe tener al menos ${i?.min} caracteres`)
};

const de_error_username_too_short = /** @type {(inputs: Error_Username_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Benutzername muss mindestens ${i?.min} Zeichen lang sein`)
};

const fr_error_username_too_short = /** @type {(inputs: Error_Username_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nom d’utilisateur doit comporter au moins ${i?.min} caractères`)
};

const zh_hans1_error_username_too_short = /** @type {(inputs: Error_Username_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`用户名至少需要 ${i?.min} 个字符`)
};

/**
* | output |
* | --- |
* | "Username must be at least {min} characters" |
*
* @param {Error_Username_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_username_too_short = /** @type {((inputs: Error_Username_Too_ShortInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Username_Too_ShortInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_username_too_short(inputs)
	if (locale === "de") return de_error_username_too_short(inputs)
	if (locale === "fr") return fr_error_username_too_short(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_username_too_short(inputs)
	return en_error_username_too_short(inputs)
});