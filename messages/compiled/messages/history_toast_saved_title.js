/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Saved_TitleInputs */

const en_history_toast_saved_title = /** @type {(inputs: History_Toast_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved`)
};

const es_history_toast_saved_title = /** @type {(inputs: History_Toast_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado`)
};

const de_history_toast_saved_title = /** @type {(inputs: History_Toast_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespeichert`)
};

const fr_history_toast_saved_title = /** @type {(inputs: History_Toast_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré`)
};

const zh_hans1_history_toast_saved_title = /** @type {(inputs: History_Toast_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已保存`)
};

/**
* | output |
* | --- |
* | "Saved" |
*
* @param {History_Toast_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_saved_title = /** @type {((inputs?: History_Toast_Saved_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Saved_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_saved_title(inputs)
	if (locale === "de") return de_history_toast_saved_title(inputs)
	if (locale === "fr") return fr_history_toast_saved_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_saved_title(inputs)
	return en_history_toast_saved_title(inputs)
});