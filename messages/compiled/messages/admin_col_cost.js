/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_CostInputs */

const en_admin_col_cost = /** @type {(inputs: Admin_Col_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated cost`)
};

const es_admin_col_cost = /** @type {(inputs: Admin_Col_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coste estimado`)
};

const de_admin_col_cost = /** @type {(inputs: Admin_Col_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschätzte Kosten`)
};

const fr_admin_col_cost = /** @type {(inputs: Admin_Col_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coût estimé`)
};

const zh_hans1_admin_col_cost = /** @type {(inputs: Admin_Col_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`估算费用`)
};

/**
* | output |
* | --- |
* | "Estimated cost" |
*
* @param {Admin_Col_CostInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_cost = /** @type {((inputs?: Admin_Col_CostInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_CostInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_cost(inputs)
	if (locale === "de") return de_admin_col_cost(inputs)
	if (locale === "fr") return fr_admin_col_cost(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_cost(inputs)
	return en_admin_col_cost(inputs)
});