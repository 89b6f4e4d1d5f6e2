/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Plans_Canceled_UntilInputs */

const en_plans_canceled_until = /** @type {(inputs: Plans_Canceled_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Canceled: you keep access until ${i?.date}.`)
};

const es_plans_canceled_until = /** @type {(inputs: Plans_Canceled_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelado: mantienes el acceso hasta el ${i?.date}.`)
};

const de_plans_canceled_until = /** @type {(inputs: Plans_Canceled_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gekündigt: Du behältst den Zugang bis ${i?.date}.`)
};

const fr_plans_canceled_until = /** @type {(inputs: Plans_Canceled_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Résilié : vous gardez l'accès jusqu'au ${i?.date}.`)
};

const zh_hans1_plans_canceled_until = /** @type {(inputs: Plans_Canceled_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已取消：你可使用至 ${i?.date}。`)
};

/**
* | output |
* | --- |
* | "Canceled: you keep access until {date}." |
*
* @param {Plans_Canceled_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_canceled_until = /** @type {((inputs: Plans_Canceled_UntilInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Canceled_UntilInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_canceled_until(inputs)
	if (locale === "de") return de_plans_canceled_until(inputs)
	if (locale === "fr") return fr_plans_canceled_until(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_canceled_until(inputs)
	return en_plans_canceled_until(inputs)
});