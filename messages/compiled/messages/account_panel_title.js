/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Panel_TitleInputs */

const en_account_panel_title = /** @type {(inputs: Account_Panel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore the ocean's diversity`)
};

const es_account_panel_title = /** @type {(inputs: Account_Panel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora la diversidad del océano`)
};

const de_account_panel_title = /** @type {(inputs: Account_Panel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entdecke die Vielfalt des Ozeans`)
};

const fr_account_panel_title = /** @type {(inputs: Account_Panel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorez la diversité de l'océan`)
};

const zh_hans1_account_panel_title = /** @type {(inputs: Account_Panel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索海洋的多样性`)
};

/**
* | output |
* | --- |
* | "Explore the ocean's diversity" |
*
* @param {Account_Panel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_panel_title = /** @type {((inputs?: Account_Panel_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Panel_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_panel_title(inputs)
	if (locale === "de") return de_account_panel_title(inputs)
	if (locale === "fr") return fr_account_panel_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_panel_title(inputs)
	return en_account_panel_title(inputs)
});