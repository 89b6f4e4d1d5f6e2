/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Lifetime_AccessInputs */

const en_plans_lifetime_access = /** @type {(inputs: Plans_Lifetime_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime access: it never expires.`)
};

const es_plans_lifetime_access = /** @type {(inputs: Plans_Lifetime_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso vitalicio: nunca caduca.`)
};

const de_plans_lifetime_access = /** @type {(inputs: Plans_Lifetime_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lebenslanger Zugang: läuft nie ab.`)
};

const fr_plans_lifetime_access = /** @type {(inputs: Plans_Lifetime_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès à vie : il n'expire jamais.`)
};

const zh_hans1_plans_lifetime_access = /** @type {(inputs: Plans_Lifetime_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`终身访问：永不过期。`)
};

/**
* | output |
* | --- |
* | "Lifetime access: it never expires." |
*
* @param {Plans_Lifetime_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_lifetime_access = /** @type {((inputs?: Plans_Lifetime_AccessInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Lifetime_AccessInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_lifetime_access(inputs)
	if (locale === "de") return de_plans_lifetime_access(inputs)
	if (locale === "fr") return fr_plans_lifetime_access(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_lifetime_access(inputs)
	return en_plans_lifetime_access(inputs)
});