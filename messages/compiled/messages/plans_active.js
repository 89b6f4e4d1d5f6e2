/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_ActiveInputs */

const en_plans_active = /** @type {(inputs: Plans_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan is active.`)
};

const es_plans_active = /** @type {(inputs: Plans_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan está activo.`)
};

const de_plans_active = /** @type {(inputs: Plans_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Tarif ist aktiv.`)
};

const fr_plans_active = /** @type {(inputs: Plans_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre formule est active.`)
};

const zh_hans1_plans_active = /** @type {(inputs: Plans_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的套餐已生效。`)
};

/**
* | output |
* | --- |
* | "Your plan is active." |
*
* @param {Plans_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_active = /** @type {((inputs?: Plans_ActiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_ActiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_active(inputs)
	if (locale === "de") return de_plans_active(inputs)
	if (locale === "fr") return fr_plans_active(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_active(inputs)
	return en_plans_active(inputs)
});