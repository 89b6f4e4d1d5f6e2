/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_SendingInputs */

const en_account_sending = /** @type {(inputs: Account_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

const es_account_sending = /** @type {(inputs: Account_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

const de_account_sending = /** @type {(inputs: Account_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet…`)
};

const fr_account_sending = /** @type {(inputs: Account_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi…`)
};

const zh_hans1_account_sending = /** @type {(inputs: Account_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在发送…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Account_SendingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_sending = /** @type {((inputs?: Account_SendingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SendingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sending(inputs)
	if (locale === "de") return de_account_sending(inputs)
	if (locale === "fr") return fr_account_sending(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_sending(inputs)
	return en_account_sending(inputs)
});