/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Link_ExpiredInputs */

const en_account_link_expired = /** @type {(inputs: Account_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired`)
};

const es_account_link_expired = /** @type {(inputs: Account_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ha caducado`)
};

const de_account_link_expired = /** @type {(inputs: Account_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link ist abgelaufen`)
};

const fr_account_link_expired = /** @type {(inputs: Account_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien a expiré`)
};

const zh_hans1_account_link_expired = /** @type {(inputs: Account_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此链接已过期`)
};

/**
* | output |
* | --- |
* | "This link has expired" |
*
* @param {Account_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_link_expired = /** @type {((inputs?: Account_Link_ExpiredInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Link_ExpiredInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_link_expired(inputs)
	if (locale === "de") return de_account_link_expired(inputs)
	if (locale === "fr") return fr_account_link_expired(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_link_expired(inputs)
	return en_account_link_expired(inputs)
});