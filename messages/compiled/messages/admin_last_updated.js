/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Last_UpdatedInputs */

const en_admin_last_updated = /** @type {(inputs: Admin_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last Updated`)
};

const es_admin_last_updated = /** @type {(inputs: Admin_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última actualización`)
};

const de_admin_last_updated = /** @type {(inputs: Admin_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt aktualisiert`)
};

const fr_admin_last_updated = /** @type {(inputs: Admin_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière mise à jour`)
};

const zh_hans1_admin_last_updated = /** @type {(inputs: Admin_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最后更新`)
};

/**
* | output |
* | --- |
* | "Last Updated" |
*
* @param {Admin_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_last_updated = /** @type {((inputs?: Admin_Last_UpdatedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Last_UpdatedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_last_updated(inputs)
	if (locale === "de") return de_admin_last_updated(inputs)
	if (locale === "fr") return fr_admin_last_updated(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_last_updated(inputs)
	return en_admin_last_updated(inputs)
});