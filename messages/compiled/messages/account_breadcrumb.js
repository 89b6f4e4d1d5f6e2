/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_BreadcrumbInputs */

const en_account_breadcrumb = /** @type {(inputs: Account_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

const es_account_breadcrumb = /** @type {(inputs: Account_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta de navegación`)
};

const de_account_breadcrumb = /** @type {(inputs: Account_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brotkrümelnavigation`)
};

const fr_account_breadcrumb = /** @type {(inputs: Account_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fil d'Ariane`)
};

const zh_hans1_account_breadcrumb = /** @type {(inputs: Account_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导航路径`)
};

/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Account_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_breadcrumb = /** @type {((inputs?: Account_BreadcrumbInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_BreadcrumbInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_breadcrumb(inputs)
	if (locale === "de") return de_account_breadcrumb(inputs)
	if (locale === "fr") return fr_account_breadcrumb(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_breadcrumb(inputs)
	return en_account_breadcrumb(inputs)
});