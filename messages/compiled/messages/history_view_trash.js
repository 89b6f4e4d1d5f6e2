/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_View_TrashInputs */

const en_history_view_trash = /** @type {(inputs: History_View_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trash`)
};

const es_history_view_trash = /** @type {(inputs: History_View_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papelera`)
};

const de_history_view_trash = /** @type {(inputs: History_View_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papierkorb`)
};

const fr_history_view_trash = /** @type {(inputs: History_View_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corbeille`)
};

const zh_hans1_history_view_trash = /** @type {(inputs: History_View_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`回收站`)
};

/**
* | output |
* | --- |
* | "Trash" |
*
* @param {History_View_TrashInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_view_trash = /** @type {((inputs?: History_View_TrashInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_View_TrashInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_view_trash(inputs)
	if (locale === "de") return de_history_view_trash(inputs)
	if (locale === "fr") return fr_history_view_trash(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_view_trash(inputs)
	return en_history_view_trash(inputs)
});