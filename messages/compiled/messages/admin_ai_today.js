/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Admin_Ai_TodayInputs */

const en_admin_ai_today = /** @type {(inputs: Admin_Ai_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today (${i?.day}, UTC):`)
};

const es_admin_ai_today = /** @type {(inputs: Admin_Ai_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoy (${i?.day}, UTC):`)
};

const de_admin_ai_today = /** @type {(inputs: Admin_Ai_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Heute (${i?.day}, UTC):`)
};

const fr_admin_ai_today = /** @type {(inputs: Admin_Ai_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aujourd’hui (${i?.day}, UTC) :`)
};

const zh_hans1_admin_ai_today = /** @type {(inputs: Admin_Ai_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`今天（${i?.day}，UTC）：`)
};

/**
* | output |
* | --- |
* | "Today ({day}, UTC):" |
*
* @param {Admin_Ai_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_ai_today = /** @type {((inputs: Admin_Ai_TodayInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ai_TodayInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ai_today(inputs)
	if (locale === "de") return de_admin_ai_today(inputs)
	if (locale === "fr") return fr_admin_ai_today(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_ai_today(inputs)
	return en_admin_ai_today(inputs)
});