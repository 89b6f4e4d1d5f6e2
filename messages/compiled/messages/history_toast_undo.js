/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_UndoInputs */

const en_history_toast_undo = /** @type {(inputs: History_Toast_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo`)
};

const es_history_toast_undo = /** @type {(inputs: History_Toast_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deshacer`)
};

const de_history_toast_undo = /** @type {(inputs: History_Toast_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rückgängig`)
};

const fr_history_toast_undo = /** @type {(inputs: History_Toast_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const zh_hans1_history_toast_undo = /** @type {(inputs: History_Toast_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撤销`)
};

/**
* | output |
* | --- |
* | "Undo" |
*
* @param {History_Toast_UndoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_undo = /** @type {((inputs?: History_Toast_UndoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_UndoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_undo(inputs)
	if (locale === "de") return de_history_toast_undo(inputs)
	if (locale === "fr") return fr_history_toast_undo(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_undo(inputs)
	return en_history_toast_undo(inputs)
});