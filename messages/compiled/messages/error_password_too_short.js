/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Error_Password_Too_ShortInputs */

const en_error_password_too_short = /** @type {(inputs: Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password must be at least ${i?.min} characters`)
};

const es_error_password_too_short = /** @type {(inputs: Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La contraseña debe tener al menos ${i?.min} caracteres`)
};

const de_error_password_too_short = /** @type {(inputs: Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Passwort muss mindestens ${i?.min} Zeichen lang sein`)
};

const fr_error_password_too_short = /** @type {(inputs: Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit comporter au moins ${i?.min} caractères`)
};

const zh_hans1_error_password_too_short = /** @type {(inputs: Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`密码至少需要 ${i?.min} 个字符`)
};

/**
* | output |
* | --- |
* | "Password must be at least {min} characters" |
*
* @param {Error_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_password_too_short = /** @type {((inputs: Error_Password_Too_ShortInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Password_Too_ShortInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_password_too_short(inputs)
	if (locale === "de") return de_error_password_too_short(inputs)
	if (locale === "fr") return fr_error_password_too_short(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_password_too_short(inputs)
	return en_error_password_too_short(inputs)
});