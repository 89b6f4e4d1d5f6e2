/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Where_ClearedInputs */

const en_history_toast_where_cleared = /** @type {(inputs: History_Toast_Where_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where and when are cleared.`)
};

const es_history_toast_where_cleared = /** @type {(inputs: History_Toast_Where_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han borrado el lugar y la fecha.`)
};

const de_history_toast_where_cleared = /** @type {(inputs: History_Toast_Where_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort und Zeit sind entfernt.`)
};

const fr_history_toast_where_cleared = /** @type {(inputs: History_Toast_Where_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lieu et la date sont effacés.`)
};

const zh_hans1_history_toast_where_cleared = /** @type {(inputs: History_Toast_Where_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地点和时间已清除。`)
};

/**
* | output |
* | --- |
* | "Where and when are cleared." |
*
* @param {History_Toast_Where_ClearedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_where_cleared = /** @type {((inputs?: History_Toast_Where_ClearedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Where_ClearedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_where_cleared(inputs)
	if (locale === "de") return de_history_toast_where_cleared(inputs)
	if (locale === "fr") return fr_history_toast_where_cleared(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_where_cleared(inputs)
	return en_history_toast_where_cleared(inputs)
});