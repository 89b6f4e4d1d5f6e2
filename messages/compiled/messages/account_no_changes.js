/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_No_ChangesInputs */

const en_account_no_changes = /** @type {(inputs: Account_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes to save`)
};

const es_account_no_changes = /** @type {(inputs: Account_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay cambios que guardar`)
};

const de_account_no_changes = /** @type {(inputs: Account_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Änderungen zum Speichern`)
};

const fr_account_no_changes = /** @type {(inputs: Account_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune modification à enregistrer`)
};

const zh_hans1_account_no_changes = /** @type {(inputs: Account_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有需要保存的更改`)
};

/**
* | output |
* | --- |
* | "No changes to save" |
*
* @param {Account_No_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_no_changes = /** @type {((inputs?: Account_No_ChangesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_ChangesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_no_changes(inputs)
	if (locale === "de") return de_account_no_changes(inputs)
	if (locale === "fr") return fr_account_no_changes(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_no_changes(inputs)
	return en_account_no_changes(inputs)
});