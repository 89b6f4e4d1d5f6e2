/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_PublicationInputs */

const en_admin_col_publication = /** @type {(inputs: Admin_Col_PublicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication`)
};

const es_admin_col_publication = /** @type {(inputs: Admin_Col_PublicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicación`)
};

const de_admin_col_publication = /** @type {(inputs: Admin_Col_PublicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichung`)
};

const fr_admin_col_publication = /** @type {(inputs: Admin_Col_PublicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication`)
};

const zh_hans1_admin_col_publication = /** @type {(inputs: Admin_Col_PublicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发布`)
};

/**
* | output |
* | --- |
* | "Publication" |
*
* @param {Admin_Col_PublicationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_publication = /** @type {((inputs?: Admin_Col_PublicationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_PublicationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_publication(inputs)
	if (locale === "de") return de_admin_col_publication(inputs)
	if (locale === "fr") return fr_admin_col_publication(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_publication(inputs)
	return en_admin_col_publication(inputs)
});