/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Expert_FailedInputs */

const en_admin_expert_failed = /** @type {(inputs: Admin_Expert_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update the expert role`)
};

const es_admin_expert_failed = /** @type {(inputs: Admin_Expert_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido actualizar el rol de experto`)
};

const de_admin_expert_failed = /** @type {(inputs: Admin_Expert_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expertenrolle konnte nicht aktualisiert werden`)
};

const fr_admin_expert_failed = /** @type {(inputs: Admin_Expert_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le rôle d’expert`)
};

const zh_hans1_admin_expert_failed = /** @type {(inputs: Admin_Expert_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新专家身份失败`)
};

/**
* | output |
* | --- |
* | "Failed to update the expert role" |
*
* @param {Admin_Expert_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_expert_failed = /** @type {((inputs?: Admin_Expert_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Expert_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_expert_failed(inputs)
	if (locale === "de") return de_admin_expert_failed(inputs)
	if (locale === "fr") return fr_admin_expert_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_expert_failed(inputs)
	return en_admin_expert_failed(inputs)
});