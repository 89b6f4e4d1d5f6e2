/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, limit: NonNullable<unknown> }} Admin_Ai_UsedInputs */

const en_admin_ai_used = /** @type {(inputs: Admin_Ai_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.limit} model calls used`)
};

const es_admin_ai_used = /** @type {(inputs: Admin_Ai_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} de ${i?.limit} llamadas al modelo usadas`)
};

const de_admin_ai_used = /** @type {(inputs: Admin_Ai_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} von ${i?.limit} Modellaufrufen verbraucht`)
};

const fr_admin_ai_used = /** @type {(inputs: Admin_Ai_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} appels au modèle utilisés sur ${i?.limit}`)
};

const zh_hans1_admin_ai_used = /** @type {(inputs: Admin_Ai_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已用 ${i?.used} 次模型调用，共 ${i?.limit} 次`)
};

/**
* | output |
* | --- |
* | "{used} of {limit} model calls used" |
*
* @param {Admin_Ai_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_ai_used = /** @type {((inputs: Admin_Ai_UsedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ai_UsedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ai_used(inputs)
	if (locale === "de") return de_admin_ai_used(inputs)
	if (locale === "fr") return fr_admin_ai_used(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_ai_used(inputs)
	return en_admin_ai_used(inputs)
});