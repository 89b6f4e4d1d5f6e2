/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_ShortcutsInputs */

const en_account_shortcuts = /** @type {(inputs: Account_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shortcuts`)
};

const es_account_shortcuts = /** @type {(inputs: Account_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesos directos`)
};

const de_account_shortcuts = /** @type {(inputs: Account_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnellzugriff`)
};

const fr_account_shortcuts = /** @type {(inputs: Account_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raccourcis`)
};

const zh_hans1_account_shortcuts = /** @type {(inputs: Account_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`快捷方式`)
};

/**
* | output |
* | --- |
* | "Shortcuts" |
*
* @param {Account_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_shortcuts = /** @type {((inputs?: Account_ShortcutsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ShortcutsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_shortcuts(inputs)
	if (locale === "de") return de_account_shortcuts(inputs)
	if (locale === "fr") return fr_account_shortcuts(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_shortcuts(inputs)
	return en_account_shortcuts(inputs)
});