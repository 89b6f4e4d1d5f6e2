/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_Confirm_TitleInputs */

const en_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account?`)
};

const es_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar tu cuenta?`)
};

const de_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto löschen?`)
};

const fr_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer votre compte ?`)
};

const zh_hans1_account_delete_confirm_title = /** @type {(inputs: Account_Delete_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除你的账户？`)
};

/**
* | output |
* | --- |
* | "Delete your account?" |
*
* @param {Account_Delete_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_delete_confirm_title = /** @type {((inputs?: Account_Delete_Confirm_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Confirm_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_delete_confirm_title(inputs)
	if (locale === "de") return de_account_delete_confirm_title(inputs)
	if (locale === "fr") return fr_account_delete_confirm_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_delete_confirm_title(inputs)
	return en_account_delete_confirm_title(inputs)
});