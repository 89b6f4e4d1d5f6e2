/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Licence_By_NcInputs */

const en_account_licence_by_nc = /** @type {(inputs: Account_Licence_By_NcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`others may reuse it with credit, not commercially`)
};

const es_account_licence_by_nc = /** @type {(inputs: Account_Licence_By_NcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otros pueden reutilizarla citándote, sin fines comerciales`)
};

const de_account_licence_by_nc = /** @type {(inputs: Account_Licence_By_NcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`andere dürfen es mit Namensnennung weiterverwenden, nicht kommerziell`)
};

const fr_account_licence_by_nc = /** @type {(inputs: Account_Licence_By_NcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`d’autres peuvent la réutiliser en vous citant, sans usage commercial`)
};

const zh_hans1_account_licence_by_nc = /** @type {(inputs: Account_Licence_By_NcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`他人可在署名的前提下再利用，但不得用于商业用途`)
};

/**
* | output |
* | --- |
* | "others may reuse it with credit, not commercially" |
*
* @param {Account_Licence_By_NcInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_licence_by_nc = /** @type {((inputs?: Account_Licence_By_NcInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Licence_By_NcInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_licence_by_nc(inputs)
	if (locale === "de") return de_account_licence_by_nc(inputs)
	if (locale === "fr") return fr_account_licence_by_nc(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_licence_by_nc(inputs)
	return en_account_licence_by_nc(inputs)
});