/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_UnpublishedInputs */

const en_admin_unpublished = /** @type {(inputs: Admin_UnpublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpublished`)
};

const es_admin_unpublished = /** @type {(inputs: Admin_UnpublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin publicar`)
};

const de_admin_unpublished = /** @type {(inputs: Admin_UnpublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht veröffentlicht`)
};

const fr_admin_unpublished = /** @type {(inputs: Admin_UnpublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non publiée`)
};

const zh_hans1_admin_unpublished = /** @type {(inputs: Admin_UnpublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未发布`)
};

/**
* | output |
* | --- |
* | "Unpublished" |
*
* @param {Admin_UnpublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_unpublished = /** @type {((inputs?: Admin_UnpublishedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_UnpublishedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_unpublished(inputs)
	if (locale === "de") return de_admin_unpublished(inputs)
	if (locale === "fr") return fr_admin_unpublished(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_unpublished(inputs)
	return en_admin_unpublished(inputs)
});