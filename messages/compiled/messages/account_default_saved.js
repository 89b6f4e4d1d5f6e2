/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Default_SavedInputs */

const en_account_default_saved = /** @type {(inputs: Account_Default_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default saved`)
};

const es_account_default_saved = /** @type {(inputs: Account_Default_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opción predeterminada guardada`)
};

const de_account_default_saved = /** @type {(inputs: Account_Default_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard gespeichert`)
};

const fr_account_default_saved = /** @type {(inputs: Account_Default_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choix par défaut enregistré`)
};

const zh_hans1_account_default_saved = /** @type {(inputs: Account_Default_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`默认设置已保存`)
};

/**
* | output |
* | --- |
* | "Default saved" |
*
* @param {Account_Default_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_default_saved = /** @type {((inputs?: Account_Default_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Default_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_default_saved(inputs)
	if (locale === "de") return de_account_default_saved(inputs)
	if (locale === "fr") return fr_account_default_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_default_saved(inputs)
	return en_account_default_saved(inputs)
});