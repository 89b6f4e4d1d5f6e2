/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Export_Needs_PremiumInputs */

const en_error_export_needs_premium = /** @type {(inputs: Error_Export_Needs_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporting your history as CSV is part of the premium plans. The Darwin Core Archive (format=dwca) is open to every account.`)
};

const es_error_export_needs_premium = /** @type {(inputs: Error_Export_Needs_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar tu historial en CSV forma parte de los planes premium. El Darwin Core Archive (format=dwca) está disponible para todas las cuentas.`)
};

const de_error_export_needs_premium = /** @type {(inputs: Error_Export_Needs_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der CSV-Export deines Verlaufs gehört zu den Premium-Plänen. Das Darwin Core Archive (format=dwca) steht jedem Konto offen.`)
};

const fr_error_export_needs_premium = /** @type {(inputs: Error_Export_Needs_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’export de votre historique en CSV fait partie des formules premium. L’archive Darwin Core (format=dwca) est ouverte à tous les comptes.`)
};

const zh_hans1_error_export_needs_premium = /** @type {(inputs: Error_Export_Needs_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`将历史记录导出为 CSV 是高级套餐的功能。Darwin Core Archive（format=dwca）对所有账户开放。`)
};

/**
* | output |
* | --- |
* | "Exporting your history as CSV is part of the premium plans. The Darwin Core Archive (format=dwca) is open to every account." |
*
* @param {Error_Export_Needs_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_export_needs_premium = /** @type {((inputs?: Error_Export_Needs_PremiumInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Export_Needs_PremiumInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_export_needs_premium(inputs)
	if (locale === "de") return de_error_export_needs_premium(inputs)
	if (locale === "fr") return fr_error_export_needs_premium(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_export_needs_premium(inputs)
	return en_error_export_needs_premium(inputs)
});