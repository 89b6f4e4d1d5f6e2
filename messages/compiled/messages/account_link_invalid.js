/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Link_InvalidInputs */

const en_account_link_invalid = /** @type {(inputs: Account_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is not valid`)
};

const es_account_link_invalid = /** @type {(inputs: Account_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace no es válido`)
};

const de_account_link_invalid = /** @type {(inputs: Account_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link ist ungültig`)
};

const fr_account_link_invalid = /** @type {(inputs: Account_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien n'est pas valide`)
};

const zh_hans1_account_link_invalid = /** @type {(inputs: Account_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此链接无效`)
};

/**
* | output |
* | --- |
* | "This link is not valid" |
*
* @param {Account_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_link_invalid = /** @type {((inputs?: Account_Link_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Link_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_link_invalid(inputs)
	if (locale === "de") return de_account_link_invalid(inputs)
	if (locale === "fr") return fr_account_link_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_link_invalid(inputs)
	return en_account_link_invalid(inputs)
});