/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_Export_FailedInputs */

const en_history_tools_export_failed = /** @type {(inputs: History_Tools_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not export your history. Please try again.`)
};

const es_history_tools_export_failed = /** @type {(inputs: History_Tools_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo exportar tu historial. Vuelve a intentarlo.`)
};

const de_history_tools_export_failed = /** @type {(inputs: History_Tools_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Verlauf konnte nicht exportiert werden. Bitte versuche es noch einmal.`)
};

const fr_history_tools_export_failed = /** @type {(inputs: History_Tools_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’exporter votre historique. Veuillez réessayer.`)
};

const zh_hans1_history_tools_export_failed = /** @type {(inputs: History_Tools_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法导出你的历史记录，请重试。`)
};

/**
* | output |
* | --- |
* | "Could not export your history. Please try again." |
*
* @param {History_Tools_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_export_failed = /** @type {((inputs?: History_Tools_Export_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_Export_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_export_failed(inputs)
	if (locale === "de") return de_history_tools_export_failed(inputs)
	if (locale === "fr") return fr_history_tools_export_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_export_failed(inputs)
	return en_history_tools_export_failed(inputs)
});