/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_No_ChangesInputs */

const en_error_account_no_changes = /** @type {(inputs: Error_Account_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes to save`)
};

const es_error_account_no_changes = /** @type {(inputs: Error_Account_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay cambios que guardar`)
};

const de_error_account_no_changes = /** @type {(inputs: Error_Account_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Änderungen zu speichern`)
};

const fr_error_account_no_changes = /** @type {(inputs: Error_Account_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune modification à enregistrer`)
};

const zh_hans1_error_account_no_changes = /** @type {(inputs: Error_Account_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有需要保存的更改`)
};

/**
* | output |
* | --- |
* | "No changes to save" |
*
* @param {Error_Account_No_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_account_no_changes = /** @type {((inputs?: Error_Account_No_ChangesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_No_ChangesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_account_no_changes(inputs)
	if (locale === "de") return de_error_account_no_changes(inputs)
	if (locale === "fr") return fr_error_account_no_changes(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_account_no_changes(inputs)
	return en_error_account_no_changes(inputs)
});