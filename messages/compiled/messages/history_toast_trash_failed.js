/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} History_Toast_Trash_FailedInputs */

const en_history_toast_trash_failed = /** @type {(inputs: History_Toast_Trash_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to trash identification: ${i?.reason}`)
};

const es_history_toast_trash_failed = /** @type {(inputs: History_Toast_Trash_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se ha podido mover la identificación a la papelera: ${i?.reason}`)
};

const de_history_toast_trash_failed = /** @type {(inputs: History_Toast_Trash_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestimmung konnte nicht in den Papierkorb verschoben werden: ${i?.reason}`)
};

const fr_history_toast_trash_failed = /** @type {(inputs: History_Toast_Trash_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de placer l’identification dans la corbeille : ${i?.reason}`)
};

const zh_hans1_history_toast_trash_failed = /** @type {(inputs: History_Toast_Trash_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法将识别移到回收站：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Failed to trash identification: {reason}" |
*
* @param {History_Toast_Trash_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_trash_failed = /** @type {((inputs: History_Toast_Trash_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Trash_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_trash_failed(inputs)
	if (locale === "de") return de_history_toast_trash_failed(inputs)
	if (locale === "fr") return fr_history_toast_trash_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_trash_failed(inputs)
	return en_history_toast_trash_failed(inputs)
});