/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Plans_Already_HeldInputs */

const en_error_plans_already_held = /** @type {(inputs: Error_Plans_Already_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have an active plan`)
};

const es_error_plans_already_held = /** @type {(inputs: Error_Plans_Already_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes un plan activo`)
};

const de_error_plans_already_held = /** @type {(inputs: Error_Plans_Already_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast bereits einen aktiven Plan`)
};

const fr_error_plans_already_held = /** @type {(inputs: Error_Plans_Already_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà une formule active`)
};

const zh_hans1_error_plans_already_held = /** @type {(inputs: Error_Plans_Already_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你已有生效中的套餐`)
};

/**
* | output |
* | --- |
* | "You already have an active plan" |
*
* @param {Error_Plans_Already_HeldInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_plans_already_held = /** @type {((inputs?: Error_Plans_Already_HeldInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Plans_Already_HeldInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_plans_already_held(inputs)
	if (locale === "de") return de_error_plans_already_held(inputs)
	if (locale === "fr") return fr_error_plans_already_held(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_plans_already_held(inputs)
	return en_error_plans_already_held(inputs)
});