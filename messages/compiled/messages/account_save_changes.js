/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Save_ChangesInputs */

const en_account_save_changes = /** @type {(inputs: Account_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

const es_account_save_changes = /** @type {(inputs: Account_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

const de_account_save_changes = /** @type {(inputs: Account_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen speichern`)
};

const fr_account_save_changes = /** @type {(inputs: Account_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

const zh_hans1_account_save_changes = /** @type {(inputs: Account_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存更改`)
};

/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Account_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_save_changes = /** @type {((inputs?: Account_Save_ChangesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Save_ChangesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_save_changes(inputs)
	if (locale === "de") return de_account_save_changes(inputs)
	if (locale === "fr") return fr_account_save_changes(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_save_changes(inputs)
	return en_account_save_changes(inputs)
});