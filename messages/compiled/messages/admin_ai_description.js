/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ai_DescriptionInputs */

const en_admin_ai_description = /** @type {(inputs: Admin_Ai_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Model calls per UTC day over the last 30 days, with tokens and estimated cost`)
};

const es_admin_ai_description = /** @type {(inputs: Admin_Ai_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llamadas al modelo por día UTC en los últimos 30 días, con tokens y coste estimado`)
};

const de_admin_ai_description = /** @type {(inputs: Admin_Ai_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modellaufrufe pro UTC-Tag in den letzten 30 Tagen, mit Tokens und geschätzten Kosten`)
};

const fr_admin_ai_description = /** @type {(inputs: Admin_Ai_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appels au modèle par jour UTC sur les 30 derniers jours, avec les jetons et le coût estimé`)
};

const zh_hans1_admin_ai_description = /** @type {(inputs: Admin_Ai_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`过去 30 天内每个 UTC 日的模型调用次数，以及 token 数和估算费用`)
};

/**
* | output |
* | --- |
* | "Model calls per UTC day over the last 30 days, with tokens and estimated cost" |
*
* @param {Admin_Ai_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_ai_description = /** @type {((inputs?: Admin_Ai_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ai_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ai_description(inputs)
	if (locale === "de") return de_admin_ai_description(inputs)
	if (locale === "fr") return fr_admin_ai_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_ai_description(inputs)
	return en_admin_ai_description(inputs)
});