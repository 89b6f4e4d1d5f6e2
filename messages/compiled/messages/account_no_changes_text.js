/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_No_Changes_TextInputs */

const en_account_no_changes_text = /** @type {(inputs: Account_No_Changes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please make changes before saving`)
};

const es_account_no_changes_text = /** @type {(inputs: Account_No_Changes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz algún cambio antes de guardar`)
};

const de_account_no_changes_text = /** @type {(inputs: Account_No_Changes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte ändere zuerst etwas, bevor du speicherst`)
};

const fr_account_no_changes_text = /** @type {(inputs: Account_No_Changes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiez quelque chose avant d’enregistrer`)
};

const zh_hans1_account_no_changes_text = /** @type {(inputs: Account_No_Changes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请先修改再保存`)
};

/**
* | output |
* | --- |
* | "Please make changes before saving" |
*
* @param {Account_No_Changes_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_no_changes_text = /** @type {((inputs?: Account_No_Changes_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Changes_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_no_changes_text(inputs)
	if (locale === "de") return de_account_no_changes_text(inputs)
	if (locale === "fr") return fr_account_no_changes_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_no_changes_text(inputs)
	return en_account_no_changes_text(inputs)
});