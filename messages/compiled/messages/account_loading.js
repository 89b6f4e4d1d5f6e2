/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_LoadingInputs */

const en_account_loading = /** @type {(inputs: Account_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

const es_account_loading = /** @type {(inputs: Account_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando`)
};

const de_account_loading = /** @type {(inputs: Account_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen`)
};

const fr_account_loading = /** @type {(inputs: Account_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

const zh_hans1_account_loading = /** @type {(inputs: Account_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载`)
};

/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Account_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_loading = /** @type {((inputs?: Account_LoadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LoadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_loading(inputs)
	if (locale === "de") return de_account_loading(inputs)
	if (locale === "fr") return fr_account_loading(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_loading(inputs)
	return en_account_loading(inputs)
});