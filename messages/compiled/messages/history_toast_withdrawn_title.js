/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Withdrawn_TitleInputs */

const en_history_toast_withdrawn_title = /** @type {(inputs: History_Toast_Withdrawn_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review request withdrawn`)
};

const es_history_toast_withdrawn_title = /** @type {(inputs: History_Toast_Withdrawn_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de revisión retirada`)
};

const de_history_toast_withdrawn_title = /** @type {(inputs: History_Toast_Withdrawn_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfanfrage zurückgezogen`)
};

const fr_history_toast_withdrawn_title = /** @type {(inputs: History_Toast_Withdrawn_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande d’examen retirée`)
};

const zh_hans1_history_toast_withdrawn_title = /** @type {(inputs: History_Toast_Withdrawn_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核请求已撤回`)
};

/**
* | output |
* | --- |
* | "Review request withdrawn" |
*
* @param {History_Toast_Withdrawn_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_withdrawn_title = /** @type {((inputs?: History_Toast_Withdrawn_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Withdrawn_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_withdrawn_title(inputs)
	if (locale === "de") return de_history_toast_withdrawn_title(inputs)
	if (locale === "fr") return fr_history_toast_withdrawn_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_withdrawn_title(inputs)
	return en_history_toast_withdrawn_title(inputs)
});