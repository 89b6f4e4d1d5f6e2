/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Email_LookalikeInputs */

const en_error_email_lookalike = /** @type {(inputs: Error_Email_LookalikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail address may not mix alphabets or use letters that only look like Latin ones`)
};

const es_error_email_lookalike = /** @type {(inputs: Error_Email_LookalikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de correo no puede mezclar alfabetos ni usar letras que solo parecen latinas`)
};

const de_error_email_lookalike = /** @type {(inputs: Error_Email_LookalikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse darf keine Alphabete mischen und keine Buchstaben verwenden, die nur wie lateinische aussehen`)
};

const fr_error_email_lookalike = /** @type {(inputs: Error_Email_LookalikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse e-mail ne peut pas mélanger des alphabets ni utiliser des lettres qui ressemblent seulement à des lettres latines`)
};

const zh_hans1_error_email_lookalike = /** @type {(inputs: Error_Email_LookalikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`电子邮箱地址不能混用字母表，也不能使用仅外形像拉丁字母的字符`)
};

/**
* | output |
* | --- |
* | "E-mail address may not mix alphabets or use letters that only look like Latin ones" |
*
* @param {Error_Email_LookalikeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_email_lookalike = /** @type {((inputs?: Error_Email_LookalikeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Email_LookalikeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_email_lookalike(inputs)
	if (locale === "de") return de_error_email_lookalike(inputs)
	if (locale === "fr") return fr_error_email_lookalike(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_email_lookalike(inputs)
	return en_error_email_lookalike(inputs)
});