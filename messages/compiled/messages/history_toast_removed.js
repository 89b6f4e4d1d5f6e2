/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_RemovedInputs */

const en_history_toast_removed = /** @type {(inputs: History_Toast_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is deleted from this identification.`)
};

const es_history_toast_removed = /** @type {(inputs: History_Toast_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha eliminado de esta identificación.`)
};

const de_history_toast_removed = /** @type {(inputs: History_Toast_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es ist aus dieser Bestimmung gelöscht.`)
};

const fr_history_toast_removed = /** @type {(inputs: History_Toast_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle est supprimée de cette identification.`)
};

const zh_hans1_history_toast_removed = /** @type {(inputs: History_Toast_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它已从此识别中删除。`)
};

/**
* | output |
* | --- |
* | "It is deleted from this identification." |
*
* @param {History_Toast_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_removed = /** @type {((inputs?: History_Toast_RemovedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_RemovedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_removed(inputs)
	if (locale === "de") return de_history_toast_removed(inputs)
	if (locale === "fr") return fr_history_toast_removed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_removed(inputs)
	return en_history_toast_removed(inputs)
});