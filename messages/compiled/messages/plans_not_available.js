/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Not_AvailableInputs */

const en_plans_not_available = /** @type {(inputs: Plans_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Available Yet`)
};

const es_plans_not_available = /** @type {(inputs: Plans_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no disponible`)
};

const de_plans_not_available = /** @type {(inputs: Plans_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht verfügbar`)
};

const fr_plans_not_available = /** @type {(inputs: Plans_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore disponible`)
};

const zh_hans1_plans_not_available = /** @type {(inputs: Plans_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂不可用`)
};

/**
* | output |
* | --- |
* | "Not Available Yet" |
*
* @param {Plans_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_not_available = /** @type {((inputs?: Plans_Not_AvailableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Not_AvailableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_not_available(inputs)
	if (locale === "de") return de_plans_not_available(inputs)
	if (locale === "fr") return fr_plans_not_available(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_not_available(inputs)
	return en_plans_not_available(inputs)
});