/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Trashed_TitleInputs */

const en_history_toast_trashed_title = /** @type {(inputs: History_Toast_Trashed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moved to trash`)
};

const es_history_toast_trashed_title = /** @type {(inputs: History_Toast_Trashed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Movida a la papelera`)
};

const de_history_toast_trashed_title = /** @type {(inputs: History_Toast_Trashed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den Papierkorb verschoben`)
};

const fr_history_toast_trashed_title = /** @type {(inputs: History_Toast_Trashed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placée dans la corbeille`)
};

const zh_hans1_history_toast_trashed_title = /** @type {(inputs: History_Toast_Trashed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已移到回收站`)
};

/**
* | output |
* | --- |
* | "Moved to trash" |
*
* @param {History_Toast_Trashed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_trashed_title = /** @type {((inputs?: History_Toast_Trashed_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Trashed_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_trashed_title(inputs)
	if (locale === "de") return de_history_toast_trashed_title(inputs)
	if (locale === "fr") return fr_history_toast_trashed_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_trashed_title(inputs)
	return en_history_toast_trashed_title(inputs)
});