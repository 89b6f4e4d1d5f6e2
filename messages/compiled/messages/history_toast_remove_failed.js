/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} History_Toast_Remove_FailedInputs */

const en_history_toast_remove_failed = /** @type {(inputs: History_Toast_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to remove the photo: ${i?.reason}`)
};

const es_history_toast_remove_failed = /** @type {(inputs: History_Toast_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se ha podido quitar la foto: ${i?.reason}`)
};

const de_history_toast_remove_failed = /** @type {(inputs: History_Toast_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto konnte nicht entfernt werden: ${i?.reason}`)
};

const fr_history_toast_remove_failed = /** @type {(inputs: History_Toast_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de retirer la photo : ${i?.reason}`)
};

const zh_hans1_history_toast_remove_failed = /** @type {(inputs: History_Toast_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法移除照片：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Failed to remove the photo: {reason}" |
*
* @param {History_Toast_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_remove_failed = /** @type {((inputs: History_Toast_Remove_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Remove_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_remove_failed(inputs)
	if (locale === "de") return de_history_toast_remove_failed(inputs)
	if (locale === "fr") return fr_history_toast_remove_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_remove_failed(inputs)
	return en_history_toast_remove_failed(inputs)
});