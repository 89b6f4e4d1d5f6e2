/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Review_Asked_TitleInputs */

const en_history_toast_review_asked_title = /** @type {(inputs: History_Toast_Review_Asked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review asked`)
};

const es_history_toast_review_asked_title = /** @type {(inputs: History_Toast_Review_Asked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisión solicitada`)
};

const de_history_toast_review_asked_title = /** @type {(inputs: History_Toast_Review_Asked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfung angefragt`)
};

const fr_history_toast_review_asked_title = /** @type {(inputs: History_Toast_Review_Asked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Examen demandé`)
};

const zh_hans1_history_toast_review_asked_title = /** @type {(inputs: History_Toast_Review_Asked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已请求审核`)
};

/**
* | output |
* | --- |
* | "Review asked" |
*
* @param {History_Toast_Review_Asked_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_review_asked_title = /** @type {((inputs?: History_Toast_Review_Asked_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Review_Asked_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_review_asked_title(inputs)
	if (locale === "de") return de_history_toast_review_asked_title(inputs)
	if (locale === "fr") return fr_history_toast_review_asked_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_review_asked_title(inputs)
	return en_history_toast_review_asked_title(inputs)
});