/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_ExpertsInputs */

const en_admin_no_experts = /** @type {(inputs: Admin_No_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No experts yet`)
};

const es_admin_no_experts = /** @type {(inputs: Admin_No_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay expertos`)
};

const de_admin_no_experts = /** @type {(inputs: Admin_No_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Experten`)
};

const fr_admin_no_experts = /** @type {(inputs: Admin_No_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun expert pour l’instant`)
};

const zh_hans1_admin_no_experts = /** @type {(inputs: Admin_No_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂无专家`)
};

/**
* | output |
* | --- |
* | "No experts yet" |
*
* @param {Admin_No_ExpertsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_no_experts = /** @type {((inputs?: Admin_No_ExpertsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_ExpertsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_experts(inputs)
	if (locale === "de") return de_admin_no_experts(inputs)
	if (locale === "fr") return fr_admin_no_experts(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_no_experts(inputs)
	return en_admin_no_experts(inputs)
});