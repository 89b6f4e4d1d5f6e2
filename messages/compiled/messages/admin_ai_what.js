/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ai_WhatInputs */

const en_admin_ai_what = /** @type {(inputs: Admin_Ai_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI usage`)
};

const es_admin_ai_what = /** @type {(inputs: Admin_Ai_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el uso de la IA`)
};

const de_admin_ai_what = /** @type {(inputs: Admin_Ai_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KI-Nutzung`)
};

const fr_admin_ai_what = /** @type {(inputs: Admin_Ai_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’utilisation de l’IA`)
};

const zh_hans1_admin_ai_what = /** @type {(inputs: Admin_Ai_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI 用量`)
};

/**
* | output |
* | --- |
* | "AI usage" |
*
* @param {Admin_Ai_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_ai_what = /** @type {((inputs?: Admin_Ai_WhatInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ai_WhatInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ai_what(inputs)
	if (locale === "de") return de_admin_ai_what(inputs)
	if (locale === "fr") return fr_admin_ai_what(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_ai_what(inputs)
	return en_admin_ai_what(inputs)
});