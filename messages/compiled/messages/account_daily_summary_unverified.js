/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Daily_Summary_UnverifiedInputs */

const en_account_daily_summary_unverified = /** @type {(inputs: Account_Daily_Summary_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It goes to your address once you have verified it.`)
};

const es_account_daily_summary_unverified = /** @type {(inputs: Account_Daily_Summary_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegará a tu dirección una vez que la hayas verificado.`)
};

const de_account_daily_summary_unverified = /** @type {(inputs: Account_Daily_Summary_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie geht an deine Adresse, sobald du sie bestätigt hast.`)
};

const fr_account_daily_summary_unverified = /** @type {(inputs: Account_Daily_Summary_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il sera envoyé à votre adresse une fois celle-ci vérifiée.`)
};

const zh_hans1_account_daily_summary_unverified = /** @type {(inputs: Account_Daily_Summary_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在你验证邮箱地址后，它会发送到该地址。`)
};

/**
* | output |
* | --- |
* | "It goes to your address once you have verified it." |
*
* @param {Account_Daily_Summary_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_daily_summary_unverified = /** @type {((inputs?: Account_Daily_Summary_UnverifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Daily_Summary_UnverifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_daily_summary_unverified(inputs)
	if (locale === "de") return de_account_daily_summary_unverified(inputs)
	if (locale === "fr") return fr_account_daily_summary_unverified(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_daily_summary_unverified(inputs)
	return en_account_daily_summary_unverified(inputs)
});