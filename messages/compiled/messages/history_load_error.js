/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Load_ErrorInputs */

const en_history_load_error = /** @type {(inputs: History_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error loading identification history. Please try again later.`)
};

const es_history_load_error = /** @type {(inputs: History_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el historial de identificaciones. Vuelve a intentarlo más tarde.`)
};

const de_history_load_error = /** @type {(inputs: History_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Verlauf deiner Bestimmungen konnte nicht geladen werden. Bitte versuche es später noch einmal.`)
};

const fr_history_load_error = /** @type {(inputs: History_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger l’historique des identifications. Réessayez plus tard.`)
};

const zh_hans1_history_load_error = /** @type {(inputs: History_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加载识别历史时出错，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "Error loading identification history. Please try again later." |
*
* @param {History_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_load_error = /** @type {((inputs?: History_Load_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Load_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_load_error(inputs)
	if (locale === "de") return de_history_load_error(inputs)
	if (locale === "fr") return fr_history_load_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_load_error(inputs)
	return en_history_load_error(inputs)
});