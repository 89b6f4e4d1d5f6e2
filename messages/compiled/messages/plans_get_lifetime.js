/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Get_LifetimeInputs */

const en_plans_get_lifetime = /** @type {(inputs: Plans_Get_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Lifetime Access`)
};

const es_plans_get_lifetime = /** @type {(inputs: Plans_Get_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener acceso vitalicio`)
};

const de_plans_get_lifetime = /** @type {(inputs: Plans_Get_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lebenslangen Zugang holen`)
};

const fr_plans_get_lifetime = /** @type {(inputs: Plans_Get_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenir l'accès à vie`)
};

const zh_hans1_plans_get_lifetime = /** @type {(inputs: Plans_Get_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`获取终身访问`)
};

/**
* | output |
* | --- |
* | "Get Lifetime Access" |
*
* @param {Plans_Get_LifetimeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_get_lifetime = /** @type {((inputs?: Plans_Get_LifetimeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Get_LifetimeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_get_lifetime(inputs)
	if (locale === "de") return de_plans_get_lifetime(inputs)
	if (locale === "fr") return fr_plans_get_lifetime(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_get_lifetime(inputs)
	return en_plans_get_lifetime(inputs)
});