/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_LifetimeInputs */

const en_plans_lifetime = /** @type {(inputs: Plans_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime`)
};

const es_plans_lifetime = /** @type {(inputs: Plans_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vitalicio`)
};

const de_plans_lifetime = /** @type {(inputs: Plans_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lebenslang`)
};

const fr_plans_lifetime = /** @type {(inputs: Plans_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À vie`)
};

const zh_hans1_plans_lifetime = /** @type {(inputs: Plans_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`终身`)
};

/**
* | output |
* | --- |
* | "Lifetime" |
*
* @param {Plans_LifetimeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_lifetime = /** @type {((inputs?: Plans_LifetimeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_LifetimeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_lifetime(inputs)
	if (locale === "de") return de_plans_lifetime(inputs)
	if (locale === "fr") return fr_plans_lifetime(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_lifetime(inputs)
	return en_plans_lifetime(inputs)
});