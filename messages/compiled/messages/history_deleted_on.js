/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} History_Deleted_OnInputs */

const en_history_deleted_on = /** @type {(inputs: History_Deleted_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deleted on ${i?.date}`)
};

const es_history_deleted_on = /** @type {(inputs: History_Deleted_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se elimina el ${i?.date}`)
};

const de_history_deleted_on = /** @type {(inputs: History_Deleted_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wird am ${i?.date} gelöscht`)
};

const fr_history_deleted_on = /** @type {(inputs: History_Deleted_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimée le ${i?.date}`)
};

const zh_hans1_history_deleted_on = /** @type {(inputs: History_Deleted_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`将于 ${i?.date} 删除`)
};

/**
* | output |
* | --- |
* | "Deleted on {date}" |
*
* @param {History_Deleted_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_deleted_on = /** @type {((inputs: History_Deleted_OnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Deleted_OnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_deleted_on(inputs)
	if (locale === "de") return de_history_deleted_on(inputs)
	if (locale === "fr") return fr_history_deleted_on(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_deleted_on(inputs)
	return en_history_deleted_on(inputs)
});