/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_PublishedInputs */

const en_admin_published = /** @type {(inputs: Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published`)
};

const es_admin_published = /** @type {(inputs: Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada`)
};

const de_admin_published = /** @type {(inputs: Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlicht`)
};

const fr_admin_published = /** @type {(inputs: Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiée`)
};

const zh_hans1_admin_published = /** @type {(inputs: Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已发布`)
};

/**
* | output |
* | --- |
* | "Published" |
*
* @param {Admin_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_published = /** @type {((inputs?: Admin_PublishedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PublishedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_published(inputs)
	if (locale === "de") return de_admin_published(inputs)
	if (locale === "fr") return fr_admin_published(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_published(inputs)
	return en_admin_published(inputs)
});