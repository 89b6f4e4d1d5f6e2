/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Trash_EmptyInputs */

const en_history_trash_empty = /** @type {(inputs: History_Trash_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trash is empty.`)
};

const es_history_trash_empty = /** @type {(inputs: History_Trash_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La papelera está vacía.`)
};

const de_history_trash_empty = /** @type {(inputs: History_Trash_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Papierkorb ist leer.`)
};

const fr_history_trash_empty = /** @type {(inputs: History_Trash_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La corbeille est vide.`)
};

const zh_hans1_history_trash_empty = /** @type {(inputs: History_Trash_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`回收站是空的。`)
};

/**
* | output |
* | --- |
* | "The trash is empty." |
*
* @param {History_Trash_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_trash_empty = /** @type {((inputs?: History_Trash_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Trash_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_trash_empty(inputs)
	if (locale === "de") return de_history_trash_empty(inputs)
	if (locale === "fr") return fr_history_trash_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_trash_empty(inputs)
	return en_history_trash_empty(inputs)
});