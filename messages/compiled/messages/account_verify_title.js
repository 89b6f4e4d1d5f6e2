/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Verify_TitleInputs */

const en_account_verify_title = /** @type {(inputs: Account_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail verification`)
};

const es_account_verify_title = /** @type {(inputs: Account_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificación del correo`)
};

const de_account_verify_title = /** @type {(inputs: Account_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Bestätigung`)
};

const fr_account_verify_title = /** @type {(inputs: Account_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de l'e-mail`)
};

const zh_hans1_account_verify_title = /** @type {(inputs: Account_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`邮箱验证`)
};

/**
* | output |
* | --- |
* | "E-mail verification" |
*
* @param {Account_Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_verify_title = /** @type {((inputs?: Account_Verify_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verify_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_verify_title(inputs)
	if (locale === "de") return de_account_verify_title(inputs)
	if (locale === "fr") return fr_account_verify_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_verify_title(inputs)
	return en_account_verify_title(inputs)
});