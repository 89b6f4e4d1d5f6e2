/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_WebsiteInputs */

const en_account_website = /** @type {(inputs: Account_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const es_account_website = /** @type {(inputs: Account_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitio web`)
};

const de_account_website = /** @type {(inputs: Account_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const fr_account_website = /** @type {(inputs: Account_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site web`)
};

const zh_hans1_account_website = /** @type {(inputs: Account_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`网站`)
};

/**
* | output |
* | --- |
* | "Website" |
*
* @param {Account_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_website = /** @type {((inputs?: Account_WebsiteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_WebsiteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_website(inputs)
	if (locale === "de") return de_account_website(inputs)
	if (locale === "fr") return fr_account_website(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_website(inputs)
	return en_account_website(inputs)
});