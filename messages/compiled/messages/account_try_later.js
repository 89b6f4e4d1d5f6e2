/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Try_LaterInputs */

const en_account_try_later = /** @type {(inputs: Account_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again later.`)
};

const es_account_try_later = /** @type {(inputs: Account_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtalo de nuevo más tarde.`)
};

const de_account_try_later = /** @type {(inputs: Account_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte versuche es später noch einmal.`)
};

const fr_account_try_later = /** @type {(inputs: Account_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer plus tard.`)
};

const zh_hans1_account_try_later = /** @type {(inputs: Account_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请稍后再试。`)
};

/**
* | output |
* | --- |
* | "Please try again later." |
*
* @param {Account_Try_LaterInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_try_later = /** @type {((inputs?: Account_Try_LaterInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Try_LaterInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_try_later(inputs)
	if (locale === "de") return de_account_try_later(inputs)
	if (locale === "fr") return fr_account_try_later(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_try_later(inputs)
	return en_account_try_later(inputs)
});