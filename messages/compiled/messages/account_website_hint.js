/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Website_HintInputs */

const en_account_website_hint = /** @type {(inputs: Account_Website_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown as your credit on photos you upload.`)
};

const es_account_website_hint = /** @type {(inputs: Account_Website_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aparece como crédito en las fotos que subas.`)
};

const de_account_website_hint = /** @type {(inputs: Account_Website_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird als Urheberangabe bei deinen hochgeladenen Fotos gezeigt.`)
};

const fr_account_website_hint = /** @type {(inputs: Account_Website_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiché comme crédit sur les photos que vous envoyez.`)
};

const zh_hans1_account_website_hint = /** @type {(inputs: Account_Website_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作为署名显示在你上传的照片上。`)
};

/**
* | output |
* | --- |
* | "Shown as your credit on photos you upload." |
*
* @param {Account_Website_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_website_hint = /** @type {((inputs?: Account_Website_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Website_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_website_hint(inputs)
	if (locale === "de") return de_account_website_hint(inputs)
	if (locale === "fr") return fr_account_website_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_website_hint(inputs)
	return en_account_website_hint(inputs)
});