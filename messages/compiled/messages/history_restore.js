/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_RestoreInputs */

const en_history_restore = /** @type {(inputs: History_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore`)
};

const es_history_restore = /** @type {(inputs: History_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar`)
};

const de_history_restore = /** @type {(inputs: History_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederherstellen`)
};

const fr_history_restore = /** @type {(inputs: History_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurer`)
};

const zh_hans1_history_restore = /** @type {(inputs: History_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复`)
};

/**
* | output |
* | --- |
* | "Restore" |
*
* @param {History_RestoreInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_restore = /** @type {((inputs?: History_RestoreInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_RestoreInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_restore(inputs)
	if (locale === "de") return de_history_restore(inputs)
	if (locale === "fr") return fr_history_restore(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_restore(inputs)
	return en_history_restore(inputs)
});