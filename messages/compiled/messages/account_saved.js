/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_SavedInputs */

const en_account_saved = /** @type {(inputs: Account_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved`)
};

const es_account_saved = /** @type {(inputs: Account_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado`)
};

const de_account_saved = /** @type {(inputs: Account_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespeichert`)
};

const fr_account_saved = /** @type {(inputs: Account_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré`)
};

const zh_hans1_account_saved = /** @type {(inputs: Account_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已保存`)
};

/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Account_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_saved = /** @type {((inputs?: Account_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_saved(inputs)
	if (locale === "de") return de_account_saved(inputs)
	if (locale === "fr") return fr_account_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_saved(inputs)
	return en_account_saved(inputs)
});