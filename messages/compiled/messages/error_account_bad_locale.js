/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Bad_LocaleInputs */

const en_error_account_bad_locale = /** @type {(inputs: Error_Account_Bad_LocaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language must be one of en, es, de, fr, zh-Hans`)
};

const es_error_account_bad_locale = /** @type {(inputs: Error_Account_Bad_LocaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El idioma debe ser en, es, de, fr o zh-Hans`)
};

const de_error_account_bad_locale = /** @type {(inputs: Error_Account_Bad_LocaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sprache muss en, es, de, fr oder zh-Hans sein`)
};

const fr_error_account_bad_locale = /** @type {(inputs: Error_Account_Bad_LocaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La langue doit être en, es, de, fr ou zh-Hans`)
};

const zh_hans1_error_account_bad_locale = /** @type {(inputs: Error_Account_Bad_LocaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`语言必须是 en、es、de、fr 或 zh-Hans 之一`)
};

/**
* | output |
* | --- |
* | "The language must be one of en, es, de, fr, zh-Hans" |
*
* @param {Error_Account_Bad_LocaleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_bad_locale = /** @type {((inputs?: Error_Account_Bad_LocaleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Bad_LocaleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_bad_locale(inputs)
	if (locale === "de") return de_error_account_bad_locale(inputs)
	if (locale === "fr") return fr_error_account_bad_locale(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_bad_locale(inputs)
	return en_error_account_bad_locale(inputs)
});