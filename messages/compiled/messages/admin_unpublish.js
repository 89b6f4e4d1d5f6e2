/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_UnpublishInputs */

const en_admin_unpublish = /** @type {(inputs: Admin_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpublish`)
};

const es_admin_unpublish = /** @type {(inputs: Admin_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar`)
};

const de_admin_unpublish = /** @type {(inputs: Admin_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurücknehmen`)
};

const fr_admin_unpublish = /** @type {(inputs: Admin_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const zh_hans1_admin_unpublish = /** @type {(inputs: Admin_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消发布`)
};

/**
* | output |
* | --- |
* | "Unpublish" |
*
* @param {Admin_UnpublishInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_unpublish = /** @type {((inputs?: Admin_UnpublishInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_UnpublishInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_unpublish(inputs)
	if (locale === "de") return de_admin_unpublish(inputs)
	if (locale === "fr") return fr_admin_unpublish(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_unpublish(inputs)
	return en_admin_unpublish(inputs)
});