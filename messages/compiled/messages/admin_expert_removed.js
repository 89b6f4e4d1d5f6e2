/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Expert_RemovedInputs */

const en_admin_expert_removed = /** @type {(inputs: Admin_Expert_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expert role removed`)
};

const es_admin_expert_removed = /** @type {(inputs: Admin_Expert_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol de experto retirado`)
};

const de_admin_expert_removed = /** @type {(inputs: Admin_Expert_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expertenrolle entfernt`)
};

const fr_admin_expert_removed = /** @type {(inputs: Admin_Expert_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle d’expert retiré`)
};

const zh_hans1_admin_expert_removed = /** @type {(inputs: Admin_Expert_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已取消专家身份`)
};

/**
* | output |
* | --- |
* | "Expert role removed" |
*
* @param {Admin_Expert_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_expert_removed = /** @type {((inputs?: Admin_Expert_RemovedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Expert_RemovedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_expert_removed(inputs)
	if (locale === "de") return de_admin_expert_removed(inputs)
	if (locale === "fr") return fr_admin_expert_removed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_expert_removed(inputs)
	return en_admin_expert_removed(inputs)
});