/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_My_DivesInputs */

const en_account_my_dives = /** @type {(inputs: Account_My_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Dives`)
};

const es_account_my_dives = /** @type {(inputs: Account_My_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis inmersiones`)
};

const de_account_my_dives = /** @type {(inputs: Account_My_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Tauchgänge`)
};

const fr_account_my_dives = /** @type {(inputs: Account_My_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes plongées`)
};

const zh_hans1_account_my_dives = /** @type {(inputs: Account_My_DivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的潜水`)
};

/**
* | output |
* | --- |
* | "My Dives" |
*
* @param {Account_My_DivesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_my_dives = /** @type {((inputs?: Account_My_DivesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_DivesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_my_dives(inputs)
	if (locale === "de") return de_account_my_dives(inputs)
	if (locale === "fr") return fr_account_my_dives(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_my_dives(inputs)
	return en_account_my_dives(inputs)
});