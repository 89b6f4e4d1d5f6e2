/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Account_Default_Not_SavedInputs */

const en_account_default_not_saved = /** @type {(inputs: Account_Default_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to save your default: ${i?.reason}`)
};

const es_account_default_not_saved = /** @type {(inputs: Account_Default_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar tu opción predeterminada: ${i?.reason}`)
};

const de_account_default_not_saved = /** @type {(inputs: Account_Default_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Standard konnte nicht gespeichert werden: ${i?.reason}`)
};

const fr_account_default_not_saved = /** @type {(inputs: Account_Default_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible d’enregistrer votre choix par défaut : ${i?.reason}`)
};

const zh_hans1_account_default_not_saved = /** @type {(inputs: Account_Default_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法保存你的默认设置：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Failed to save your default: {reason}" |
*
* @param {Account_Default_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_default_not_saved = /** @type {((inputs: Account_Default_Not_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Default_Not_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_default_not_saved(inputs)
	if (locale === "de") return de_account_default_not_saved(inputs)
	if (locale === "fr") return fr_account_default_not_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_default_not_saved(inputs)
	return en_account_default_not_saved(inputs)
});