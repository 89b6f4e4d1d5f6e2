/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Password_Too_LongInputs */

const en_error_password_too_long = /** @type {(inputs: Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password must be at most ${i?.max} characters`)
};

const es_error_password_too_long = /** @type {(inputs: Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La contraseña puede tener como máximo ${i?.max} caracteres`)
};

const de_error_password_too_long = /** @type {(inputs: Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Passwort darf höchstens ${i?.max} Zeichen lang sein`)
};

const fr_error_password_too_long = /** @type {(inputs: Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit comporter au plus ${i?.max} caractères`)
};

const zh_hans1_error_password_too_long = /** @type {(inputs: Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`密码最多 ${i?.max} 个字符`)
};

/**
* | output |
* | --- |
* | "Password must be at most {max} characters" |
*
* @param {Error_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_password_too_long = /** @type {((inputs: Error_Password_Too_LongInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Password_Too_LongInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_password_too_long(inputs)
	if (locale === "de") return de_error_password_too_long(inputs)
	if (locale === "fr") return fr_error_password_too_long(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_password_too_long(inputs)
	return en_error_password_too_long(inputs)
});