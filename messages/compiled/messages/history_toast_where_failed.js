/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} History_Toast_Where_FailedInputs */

const en_history_toast_where_failed = /** @type {(inputs: History_Toast_Where_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to save where and when: ${i?.reason}`)
};

const es_history_toast_where_failed = /** @type {(inputs: History_Toast_Where_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se han podido guardar el lugar y la fecha: ${i?.reason}`)
};

const de_history_toast_where_failed = /** @type {(inputs: History_Toast_Where_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ort und Zeit konnten nicht gespeichert werden: ${i?.reason}`)
};

const fr_history_toast_where_failed = /** @type {(inputs: History_Toast_Where_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible d’enregistrer le lieu et la date : ${i?.reason}`)
};

const zh_hans1_history_toast_where_failed = /** @type {(inputs: History_Toast_Where_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法保存地点和时间：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Failed to save where and when: {reason}" |
*
* @param {History_Toast_Where_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_where_failed = /** @type {((inputs: History_Toast_Where_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Where_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_where_failed(inputs)
	if (locale === "de") return de_history_toast_where_failed(inputs)
	if (locale === "fr") return fr_history_toast_where_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_where_failed(inputs)
	return en_history_toast_where_failed(inputs)
});