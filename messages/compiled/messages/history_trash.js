/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_TrashInputs */

const en_history_trash = /** @type {(inputs: History_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trash`)
};

const es_history_trash = /** @type {(inputs: History_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papelera`)
};

const de_history_trash = /** @type {(inputs: History_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den Papierkorb`)
};

const fr_history_trash = /** @type {(inputs: History_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corbeille`)
};

const zh_hans1_history_trash = /** @type {(inputs: History_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移到回收站`)
};

/**
* | output |
* | --- |
* | "Trash" |
*
* @param {History_TrashInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_trash = /** @type {((inputs?: History_TrashInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_TrashInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_trash(inputs)
	if (locale === "de") return de_history_trash(inputs)
	if (locale === "fr") return fr_history_trash(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_trash(inputs)
	return en_history_trash(inputs)
});