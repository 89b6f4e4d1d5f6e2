/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Please_Try_AgainInputs */

const en_account_please_try_again = /** @type {(inputs: Account_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again`)
};

const es_account_please_try_again = /** @type {(inputs: Account_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtalo de nuevo`)
};

const de_account_please_try_again = /** @type {(inputs: Account_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte versuche es erneut`)
};

const fr_account_please_try_again = /** @type {(inputs: Account_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer`)
};

const zh_hans1_account_please_try_again = /** @type {(inputs: Account_Please_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请重试`)
};

/**
* | output |
* | --- |
* | "Please try again" |
*
* @param {Account_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_please_try_again = /** @type {((inputs?: Account_Please_Try_AgainInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Please_Try_AgainInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_please_try_again(inputs)
	if (locale === "de") return de_account_please_try_again(inputs)
	if (locale === "fr") return fr_account_please_try_again(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_please_try_again(inputs)
	return en_account_please_try_again(inputs)
});