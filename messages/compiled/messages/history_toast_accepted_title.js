/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Accepted_TitleInputs */

const en_history_toast_accepted_title = /** @type {(inputs: History_Toast_Accepted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved to your logbook`)
};

const es_history_toast_accepted_title = /** @type {(inputs: History_Toast_Accepted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada en tu cuaderno`)
};

const de_history_toast_accepted_title = /** @type {(inputs: History_Toast_Accepted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In deinem Logbuch gespeichert`)
};

const fr_history_toast_accepted_title = /** @type {(inputs: History_Toast_Accepted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrée dans votre carnet`)
};

const zh_hans1_history_toast_accepted_title = /** @type {(inputs: History_Toast_Accepted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已保存到你的日志`)
};

/**
* | output |
* | --- |
* | "Saved to your logbook" |
*
* @param {History_Toast_Accepted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_accepted_title = /** @type {((inputs?: History_Toast_Accepted_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Accepted_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_accepted_title(inputs)
	if (locale === "de") return de_history_toast_accepted_title(inputs)
	if (locale === "fr") return fr_history_toast_accepted_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_accepted_title(inputs)
	return en_history_toast_accepted_title(inputs)
});