/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_ChangingInputs */

const en_account_changing = /** @type {(inputs: Account_ChangingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing...`)
};

const es_account_changing = /** @type {(inputs: Account_ChangingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiando…`)
};

const de_account_changing = /** @type {(inputs: Account_ChangingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geändert…`)
};

const fr_account_changing = /** @type {(inputs: Account_ChangingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modification…`)
};

const zh_hans1_account_changing = /** @type {(inputs: Account_ChangingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在修改…`)
};

/**
* | output |
* | --- |
* | "Changing..." |
*
* @param {Account_ChangingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_changing = /** @type {((inputs?: Account_ChangingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ChangingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_changing(inputs)
	if (locale === "de") return de_account_changing(inputs)
	if (locale === "fr") return fr_account_changing(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_changing(inputs)
	return en_account_changing(inputs)
});