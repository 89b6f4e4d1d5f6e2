/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refusal_TrashedInputs */

const en_admin_refusal_trashed = /** @type {(inputs: Admin_Refusal_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This identification was trashed by its owner and can never be published.`)
};

const es_admin_refusal_trashed = /** @type {(inputs: Admin_Refusal_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su autor ha tirado esta identificación a la papelera y ya no se puede publicar nunca.`)
};

const de_admin_refusal_trashed = /** @type {(inputs: Admin_Refusal_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Urheber hat diese Bestimmung in den Papierkorb gelegt; sie kann nie veröffentlicht werden.`)
};

const fr_admin_refusal_trashed = /** @type {(inputs: Admin_Refusal_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son auteur a mis cette identification à la corbeille : elle ne pourra jamais être publiée.`)
};

const zh_hans1_admin_refusal_trashed = /** @type {(inputs: Admin_Refusal_TrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这条识别已被作者移入回收站，永远不能发布。`)
};

/**
* | output |
* | --- |
* | "This identification was trashed by its owner and can never be published." |
*
* @param {Admin_Refusal_TrashedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_refusal_trashed = /** @type {((inputs?: Admin_Refusal_TrashedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refusal_TrashedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_refusal_trashed(inputs)
	if (locale === "de") return de_admin_refusal_trashed(inputs)
	if (locale === "fr") return fr_admin_refusal_trashed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_refusal_trashed(inputs)
	return en_admin_refusal_trashed(inputs)
});