/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Disputed_HiddenInputs */

const en_admin_disputed_hidden = /** @type {(inputs: Admin_Disputed_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (experts disagree on its name; it stays in the catalogue until you unpublish it)`)
};

const es_admin_disputed_hidden = /** @type {(inputs: Admin_Disputed_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (los expertos no están de acuerdo con su nombre; sigue en el catálogo hasta que la retires)`)
};

const de_admin_disputed_hidden = /** @type {(inputs: Admin_Disputed_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (Experten sind sich über den Namen uneinig; sie bleibt im Katalog, bis du sie zurücknimmst)`)
};

const fr_admin_disputed_hidden = /** @type {(inputs: Admin_Disputed_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (les experts contestent son nom ; elle reste au catalogue jusqu’à ce que vous la retiriez)`)
};

const zh_hans1_admin_disputed_hidden = /** @type {(inputs: Admin_Disputed_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（专家对它的名称有不同意见；在你取消发布之前，它会留在图鉴中）`)
};

/**
* | output |
* | --- |
* | "(experts disagree on its name; it stays in the catalogue until you unpublish it)" |
*
* @param {Admin_Disputed_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_disputed_hidden = /** @type {((inputs?: Admin_Disputed_HiddenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Disputed_HiddenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_disputed_hidden(inputs)
	if (locale === "de") return de_admin_disputed_hidden(inputs)
	if (locale === "fr") return fr_admin_disputed_hidden(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_disputed_hidden(inputs)
	return en_admin_disputed_hidden(inputs)
});