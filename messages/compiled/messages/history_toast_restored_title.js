/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Restored_TitleInputs */

const en_history_toast_restored_title = /** @type {(inputs: History_Toast_Restored_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restored`)
};

const es_history_toast_restored_title = /** @type {(inputs: History_Toast_Restored_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurada`)
};

const de_history_toast_restored_title = /** @type {(inputs: History_Toast_Restored_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederhergestellt`)
};

const fr_history_toast_restored_title = /** @type {(inputs: History_Toast_Restored_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurée`)
};

const zh_hans1_history_toast_restored_title = /** @type {(inputs: History_Toast_Restored_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已恢复`)
};

/**
* | output |
* | --- |
* | "Restored" |
*
* @param {History_Toast_Restored_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_restored_title = /** @type {((inputs?: History_Toast_Restored_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Restored_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_restored_title(inputs)
	if (locale === "de") return de_history_toast_restored_title(inputs)
	if (locale === "fr") return fr_history_toast_restored_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_restored_title(inputs)
	return en_history_toast_restored_title(inputs)
});