/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Username_Too_LongInputs */

const en_error_username_too_long = /** @type {(inputs: Error_Username_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Username must be at most ${i?.max} characters`)
};

const es_error_username_too_long = /** @type {(inputs: Error_Username_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El nombre de usuario puede tener como máximo ${i?.max} caracteres`)
};

const de_error_username_too_long = /** @type {(inputs: Error_Username_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Benutzername darf höchstens ${i?.max} Zeichen lang sein`)
};

const fr_error_username_too_long = /** @type {(inputs: Error_Username_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nom d’utilisateur doit comporter au plus ${i?.max} caractères`)
};

const zh_hans1_error_username_too_long = /** @type {(inputs: Error_Username_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`用户名最多 ${i?.max} 个字符`)
};

/**
* | output |
* | --- |
* | "Username must be at most {max} characters" |
*
* @param {Error_Username_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_username_too_long = /** @type {((inputs: Error_Username_Too_LongInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Username_Too_LongInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_username_too_long(inputs)
	if (locale === "de") return de_error_username_too_long(inputs)
	if (locale === "fr") return fr_error_username_too_long(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_username_too_long(inputs)
	return en_error_username_too_long(inputs)
});