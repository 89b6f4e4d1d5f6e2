/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Signed_In_AsInputs */

const en_account_signed_in_as = /** @type {(inputs: Account_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in as ${i?.username} · member since ${i?.date}`)
};

const es_account_signed_in_as = /** @type {(inputs: Account_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sesión iniciada como ${i?.username} · miembro desde el ${i?.date}`)
};

const de_account_signed_in_as = /** @type {(inputs: Account_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angemeldet als ${i?.username} · Mitglied seit ${i?.date}`)
};

const fr_account_signed_in_as = /** @type {(inputs: Account_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connecté en tant que ${i?.username} · membre depuis le ${i?.date}`)
};

const zh_hans1_account_signed_in_as = /** @type {(inputs: Account_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`当前登录：${i?.username} · ${i?.date} 加入`)
};

/**
* | output |
* | --- |
* | "Signed in as {username} · member since {date}" |
*
* @param {Account_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_signed_in_as = /** @type {((inputs: Account_Signed_In_AsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Signed_In_AsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_signed_in_as(inputs)
	if (locale === "de") return de_account_signed_in_as(inputs)
	if (locale === "fr") return fr_account_signed_in_as(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_signed_in_as(inputs)
	return en_account_signed_in_as(inputs)
});