/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Benefit_IdentifyInputs */

const en_account_benefit_identify = /** @type {(inputs: Account_Benefit_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify thousands of marine species`)
};

const es_account_benefit_identify = /** @type {(inputs: Account_Benefit_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifica miles de especies marinas`)
};

const de_account_benefit_identify = /** @type {(inputs: Account_Benefit_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimme Tausende Meeresarten`)
};

const fr_account_benefit_identify = /** @type {(inputs: Account_Benefit_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiez des milliers d'espèces marines`)
};

const zh_hans1_account_benefit_identify = /** @type {(inputs: Account_Benefit_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别数千种海洋物种`)
};

/**
* | output |
* | --- |
* | "Identify thousands of marine species" |
*
* @param {Account_Benefit_IdentifyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_benefit_identify = /** @type {((inputs?: Account_Benefit_IdentifyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Benefit_IdentifyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_benefit_identify(inputs)
	if (locale === "de") return de_account_benefit_identify(inputs)
	if (locale === "fr") return fr_account_benefit_identify(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_benefit_identify(inputs)
	return en_account_benefit_identify(inputs)
});