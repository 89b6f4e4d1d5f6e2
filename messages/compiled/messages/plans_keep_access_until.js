/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Plans_Keep_Access_UntilInputs */

const en_plans_keep_access_until = /** @type {(inputs: Plans_Keep_Access_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You keep access until ${i?.date}.`)
};

const es_plans_keep_access_until = /** @type {(inputs: Plans_Keep_Access_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mantienes el acceso hasta el ${i?.date}.`)
};

const de_plans_keep_access_until = /** @type {(inputs: Plans_Keep_Access_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du behältst den Zugang bis ${i?.date}.`)
};

const fr_plans_keep_access_until = /** @type {(inputs: Plans_Keep_Access_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous gardez l'accès jusqu'au ${i?.date}.`)
};

const zh_hans1_plans_keep_access_until = /** @type {(inputs: Plans_Keep_Access_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你可使用至 ${i?.date}。`)
};

/**
* | output |
* | --- |
* | "You keep access until {date}." |
*
* @param {Plans_Keep_Access_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_keep_access_until = /** @type {((inputs: Plans_Keep_Access_UntilInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Keep_Access_UntilInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_keep_access_until(inputs)
	if (locale === "de") return de_plans_keep_access_until(inputs)
	if (locale === "fr") return fr_plans_keep_access_until(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_keep_access_until(inputs)
	return en_plans_keep_access_until(inputs)
});