/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Loading_RestInputs */

const en_history_loading_rest = /** @type {(inputs: History_Loading_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the rest of your history…`)
};

const es_history_loading_rest = /** @type {(inputs: History_Loading_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el resto de tu historial…`)
};

const de_history_loading_rest = /** @type {(inputs: History_Loading_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Rest deines Verlaufs wird geladen…`)
};

const fr_history_loading_rest = /** @type {(inputs: History_Loading_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du reste de votre historique…`)
};

const zh_hans1_history_loading_rest = /** @type {(inputs: History_Loading_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载其余的历史记录…`)
};

/**
* | output |
* | --- |
* | "Loading the rest of your history…" |
*
* @param {History_Loading_RestInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_loading_rest = /** @type {((inputs?: History_Loading_RestInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Loading_RestInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_loading_rest(inputs)
	if (locale === "de") return de_history_loading_rest(inputs)
	if (locale === "fr") return fr_history_loading_rest(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_loading_rest(inputs)
	return en_history_loading_rest(inputs)
});