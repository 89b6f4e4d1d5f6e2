/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Keep_PrivateInputs */

const en_account_keep_private = /** @type {(inputs: Account_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep private (all rights reserved)`)
};

const es_account_keep_private = /** @type {(inputs: Account_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantener privada (todos los derechos reservados)`)
};

const de_account_keep_private = /** @type {(inputs: Account_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privat halten (alle Rechte vorbehalten)`)
};

const fr_account_keep_private = /** @type {(inputs: Account_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder privée (tous droits réservés)`)
};

const zh_hans1_account_keep_private = /** @type {(inputs: Account_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保持私密（保留所有权利）`)
};

/**
* | output |
* | --- |
* | "Keep private (all rights reserved)" |
*
* @param {Account_Keep_PrivateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_keep_private = /** @type {((inputs?: Account_Keep_PrivateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Keep_PrivateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_keep_private(inputs)
	if (locale === "de") return de_account_keep_private(inputs)
	if (locale === "fr") return fr_account_keep_private(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_keep_private(inputs)
	return en_account_keep_private(inputs)
});