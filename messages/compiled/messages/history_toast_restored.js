/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_RestoredInputs */

const en_history_toast_restored = /** @type {(inputs: History_Toast_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is back in your history.`)
};

const es_history_toast_restored = /** @type {(inputs: History_Toast_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha vuelto a tu historial.`)
};

const de_history_toast_restored = /** @type {(inputs: History_Toast_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie ist wieder in deinem Verlauf.`)
};

const fr_history_toast_restored = /** @type {(inputs: History_Toast_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle est de retour dans votre historique.`)
};

const zh_hans1_history_toast_restored = /** @type {(inputs: History_Toast_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它已回到你的历史记录。`)
};

/**
* | output |
* | --- |
* | "It is back in your history." |
*
* @param {History_Toast_RestoredInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_restored = /** @type {((inputs?: History_Toast_RestoredInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_RestoredInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_restored(inputs)
	if (locale === "de") return de_history_toast_restored(inputs)
	if (locale === "fr") return fr_history_toast_restored(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_restored(inputs)
	return en_history_toast_restored(inputs)
});