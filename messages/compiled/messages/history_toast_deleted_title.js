/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Deleted_TitleInputs */

const en_history_toast_deleted_title = /** @type {(inputs: History_Toast_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification deleted`)
};

const es_history_toast_deleted_title = /** @type {(inputs: History_Toast_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación eliminada`)
};

const de_history_toast_deleted_title = /** @type {(inputs: History_Toast_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung gelöscht`)
};

const fr_history_toast_deleted_title = /** @type {(inputs: History_Toast_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification supprimée`)
};

const zh_hans1_history_toast_deleted_title = /** @type {(inputs: History_Toast_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别已删除`)
};

/**
* | output |
* | --- |
* | "Identification deleted" |
*
* @param {History_Toast_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_deleted_title = /** @type {((inputs?: History_Toast_Deleted_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Deleted_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_deleted_title(inputs)
	if (locale === "de") return de_history_toast_deleted_title(inputs)
	if (locale === "fr") return fr_history_toast_deleted_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_deleted_title(inputs)
	return en_history_toast_deleted_title(inputs)
});