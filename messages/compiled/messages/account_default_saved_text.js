/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Default_Saved_TextInputs */

const en_account_default_saved_text = /** @type {(inputs: Account_Default_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New identifications start with this choice.`)
};

const es_account_default_saved_text = /** @type {(inputs: Account_Default_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las nuevas identificaciones empiezan con esta opción.`)
};

const de_account_default_saved_text = /** @type {(inputs: Account_Default_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Bestimmungen beginnen mit dieser Auswahl.`)
};

const fr_account_default_saved_text = /** @type {(inputs: Account_Default_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouvelles identifications commencent avec ce choix.`)
};

const zh_hans1_account_default_saved_text = /** @type {(inputs: Account_Default_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新的识别将以此选择开始。`)
};

/**
* | output |
* | --- |
* | "New identifications start with this choice." |
*
* @param {Account_Default_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_default_saved_text = /** @type {((inputs?: Account_Default_Saved_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Default_Saved_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_default_saved_text(inputs)
	if (locale === "de") return de_account_default_saved_text(inputs)
	if (locale === "fr") return fr_account_default_saved_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_default_saved_text(inputs)
	return en_account_default_saved_text(inputs)
});