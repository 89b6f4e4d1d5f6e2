/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Register_LedeInputs */

const en_account_register_lede = /** @type {(inputs: Account_Register_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to join: keep your identifications and try premium features.`)
};

const es_account_register_lede = /** @type {(inputs: Account_Register_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrarse es gratis: guarda tus identificaciones y prueba las funciones premium.`)
};

const de_account_register_lede = /** @type {(inputs: Account_Register_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlos mitmachen: Bestimmungen behalten und Premium-Funktionen ausprobieren.`)
};

const fr_account_register_lede = /** @type {(inputs: Account_Register_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription gratuite : gardez vos identifications et essayez les fonctions premium.`)
};

const zh_hans1_account_register_lede = /** @type {(inputs: Account_Register_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免费注册：保存你的识别记录，体验高级功能。`)
};

/**
* | output |
* | --- |
* | "Free to join: keep your identifications and try premium features." |
*
* @param {Account_Register_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_register_lede = /** @type {((inputs?: Account_Register_LedeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Register_LedeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_register_lede(inputs)
	if (locale === "de") return de_account_register_lede(inputs)
	if (locale === "fr") return fr_account_register_lede(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_register_lede(inputs)
	return en_account_register_lede(inputs)
});