/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Where_SavedInputs */

const en_history_toast_where_saved = /** @type {(inputs: History_Toast_Where_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where and when are saved.`)
};

const es_history_toast_where_saved = /** @type {(inputs: History_Toast_Where_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han guardado el lugar y la fecha.`)
};

const de_history_toast_where_saved = /** @type {(inputs: History_Toast_Where_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort und Zeit sind gespeichert.`)
};

const fr_history_toast_where_saved = /** @type {(inputs: History_Toast_Where_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lieu et la date sont enregistrés.`)
};

const zh_hans1_history_toast_where_saved = /** @type {(inputs: History_Toast_Where_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地点和时间已保存。`)
};

/**
* | output |
* | --- |
* | "Where and when are saved." |
*
* @param {History_Toast_Where_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_where_saved = /** @type {((inputs?: History_Toast_Where_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Where_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_where_saved(inputs)
	if (locale === "de") return de_history_toast_where_saved(inputs)
	if (locale === "fr") return fr_history_toast_where_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_where_saved(inputs)
	return en_history_toast_where_saved(inputs)
});