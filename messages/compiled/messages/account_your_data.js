/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Your_DataInputs */

const en_account_your_data = /** @type {(inputs: Account_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data`)
};

const es_account_your_data = /** @type {(inputs: Account_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus datos`)
};

const de_account_your_data = /** @type {(inputs: Account_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Daten`)
};

const fr_account_your_data = /** @type {(inputs: Account_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos données`)
};

const zh_hans1_account_your_data = /** @type {(inputs: Account_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的数据`)
};

/**
* | output |
* | --- |
* | "Your data" |
*
* @param {Account_Your_DataInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_your_data = /** @type {((inputs?: Account_Your_DataInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_DataInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_your_data(inputs)
	if (locale === "de") return de_account_your_data(inputs)
	if (locale === "fr") return fr_account_your_data(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_your_data(inputs)
	return en_account_your_data(inputs)
});