/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} History_Toast_Cover_FailedInputs */

const en_history_toast_cover_failed = /** @type {(inputs: History_Toast_Cover_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to change the cover: ${i?.reason}`)
};

const es_history_toast_cover_failed = /** @type {(inputs: History_Toast_Cover_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se ha podido cambiar la portada: ${i?.reason}`)
};

const de_history_toast_cover_failed = /** @type {(inputs: History_Toast_Cover_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Titelbild konnte nicht geändert werden: ${i?.reason}`)
};

const fr_history_toast_cover_failed = /** @type {(inputs: History_Toast_Cover_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de modifier la couverture : ${i?.reason}`)
};

const zh_hans1_history_toast_cover_failed = /** @type {(inputs: History_Toast_Cover_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法更换封面：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Failed to change the cover: {reason}" |
*
* @param {History_Toast_Cover_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_cover_failed = /** @type {((inputs: History_Toast_Cover_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Cover_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_cover_failed(inputs)
	if (locale === "de") return de_history_toast_cover_failed(inputs)
	if (locale === "fr") return fr_history_toast_cover_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_cover_failed(inputs)
	return en_history_toast_cover_failed(inputs)
});