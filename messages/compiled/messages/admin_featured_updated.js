/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Featured_UpdatedInputs */

const en_admin_featured_updated = /** @type {(inputs: Admin_Featured_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured photo updated`)
};

const es_admin_featured_updated = /** @type {(inputs: Admin_Featured_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto destacada actualizada`)
};

const de_admin_featured_updated = /** @type {(inputs: Admin_Featured_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelfoto aktualisiert`)
};

const fr_admin_featured_updated = /** @type {(inputs: Admin_Featured_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo mise en avant mise à jour`)
};

const zh_hans1_admin_featured_updated = /** @type {(inputs: Admin_Featured_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`精选照片已更新`)
};

/**
* | output |
* | --- |
* | "Featured photo updated" |
*
* @param {Admin_Featured_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_featured_updated = /** @type {((inputs?: Admin_Featured_UpdatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Featured_UpdatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_featured_updated(inputs)
	if (locale === "de") return de_admin_featured_updated(inputs)
	if (locale === "fr") return fr_admin_featured_updated(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_featured_updated(inputs)
	return en_admin_featured_updated(inputs)
});