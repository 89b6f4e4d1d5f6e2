/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Account_Choice_Not_SavedInputs */

const en_account_choice_not_saved = /** @type {(inputs: Account_Choice_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to save your choice: ${i?.reason}`)
};

const es_account_choice_not_saved = /** @type {(inputs: Account_Choice_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar tu elección: ${i?.reason}`)
};

const de_account_choice_not_saved = /** @type {(inputs: Account_Choice_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Auswahl konnte nicht gespeichert werden: ${i?.reason}`)
};

const fr_account_choice_not_saved = /** @type {(inputs: Account_Choice_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible d’enregistrer votre choix : ${i?.reason}`)
};

const zh_hans1_account_choice_not_saved = /** @type {(inputs: Account_Choice_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法保存你的选择：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Failed to save your choice: {reason}" |
*
* @param {Account_Choice_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_choice_not_saved = /** @type {((inputs: Account_Choice_Not_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Choice_Not_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_choice_not_saved(inputs)
	if (locale === "de") return de_account_choice_not_saved(inputs)
	if (locale === "fr") return fr_account_choice_not_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_choice_not_saved(inputs)
	return en_account_choice_not_saved(inputs)
});