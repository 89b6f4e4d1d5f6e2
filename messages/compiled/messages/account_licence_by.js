/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Licence_ByInputs */

const en_account_licence_by = /** @type {(inputs: Account_Licence_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`others may reuse it with credit, also commercially`)
};

const es_account_licence_by = /** @type {(inputs: Account_Licence_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otros pueden reutilizarla citándote, también con fines comerciales`)
};

const de_account_licence_by = /** @type {(inputs: Account_Licence_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`andere dürfen es mit Namensnennung weiterverwenden, auch kommerziell`)
};

const fr_account_licence_by = /** @type {(inputs: Account_Licence_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`d’autres peuvent la réutiliser en vous citant, y compris commercialement`)
};

const zh_hans1_account_licence_by = /** @type {(inputs: Account_Licence_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`他人可在署名的前提下再利用，也可用于商业用途`)
};

/**
* | output |
* | --- |
* | "others may reuse it with credit, also commercially" |
*
* @param {Account_Licence_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_licence_by = /** @type {((inputs?: Account_Licence_ByInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Licence_ByInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_licence_by(inputs)
	if (locale === "de") return de_account_licence_by(inputs)
	if (locale === "fr") return fr_account_licence_by(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_licence_by(inputs)
	return en_account_licence_by(inputs)
});