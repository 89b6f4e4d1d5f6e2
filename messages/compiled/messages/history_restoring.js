/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_RestoringInputs */

const en_history_restoring = /** @type {(inputs: History_RestoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restoring…`)
};

const es_history_restoring = /** @type {(inputs: History_RestoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurando…`)
};

const de_history_restoring = /** @type {(inputs: History_RestoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird wiederhergestellt…`)
};

const fr_history_restoring = /** @type {(inputs: History_RestoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restauration…`)
};

const zh_hans1_history_restoring = /** @type {(inputs: History_RestoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在恢复…`)
};

/**
* | output |
* | --- |
* | "Restoring…" |
*
* @param {History_RestoringInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_restoring = /** @type {((inputs?: History_RestoringInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_RestoringInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_restoring(inputs)
	if (locale === "de") return de_history_restoring(inputs)
	if (locale === "fr") return fr_history_restoring(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_restoring(inputs)
	return en_history_restoring(inputs)
});