/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_PublishedInputs */

const en_admin_col_published = /** @type {(inputs: Admin_Col_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published`)
};

const es_admin_col_published = /** @type {(inputs: Admin_Col_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada`)
};

const de_admin_col_published = /** @type {(inputs: Admin_Col_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlicht`)
};

const fr_admin_col_published = /** @type {(inputs: Admin_Col_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiée`)
};

const zh_hans1_admin_col_published = /** @type {(inputs: Admin_Col_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发布时间`)
};

/**
* | output |
* | --- |
* | "Published" |
*
* @param {Admin_Col_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_published = /** @type {((inputs?: Admin_Col_PublishedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_PublishedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_published(inputs)
	if (locale === "de") return de_admin_col_published(inputs)
	if (locale === "fr") return fr_admin_col_published(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_published(inputs)
	return en_admin_col_published(inputs)
});