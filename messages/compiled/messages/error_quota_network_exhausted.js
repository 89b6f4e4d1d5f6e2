/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Quota_Network_ExhaustedInputs */

const en_error_quota_network_exhausted = /** @type {(inputs: Error_Quota_Network_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily free identification limit reached for your network. Create an account for more identifications.`)
};

const es_error_quota_network_exhausted = /** @type {(inputs: Error_Quota_Network_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu red ha alcanzado el límite diario de identificaciones gratuitas. Crea una cuenta para tener más.`)
};

const de_error_quota_network_exhausted = /** @type {(inputs: Error_Quota_Network_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Netzwerk hat das tägliche Limit kostenloser Bestimmungen erreicht. Lege ein Konto an, um mehr zu bestimmen.`)
};

const fr_error_quota_network_exhausted = /** @type {(inputs: Error_Quota_Network_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réseau a atteint la limite quotidienne d’identifications gratuites. Créez un compte pour en avoir plus.`)
};

const zh_hans1_error_quota_network_exhausted = /** @type {(inputs: Error_Quota_Network_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的网络今天的免费识别次数已用完。创建账户即可识别更多。`)
};

/**
* | output |
* | --- |
* | "Daily free identification limit reached for your network. Create an account for more identifications." |
*
* @param {Error_Quota_Network_ExhaustedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_quota_network_exhausted = /** @type {((inputs?: Error_Quota_Network_ExhaustedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Quota_Network_ExhaustedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_quota_network_exhausted(inputs)
	if (locale === "de") return de_error_quota_network_exhausted(inputs)
	if (locale === "fr") return fr_error_quota_network_exhausted(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_quota_network_exhausted(inputs)
	return en_error_quota_network_exhausted(inputs)
});