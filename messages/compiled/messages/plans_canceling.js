/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_CancelingInputs */

const en_plans_canceling = /** @type {(inputs: Plans_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canceling…`)
};

const es_plans_canceling = /** @type {(inputs: Plans_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelando…`)
};

const de_plans_canceling = /** @type {(inputs: Plans_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gekündigt…`)
};

const fr_plans_canceling = /** @type {(inputs: Plans_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résiliation…`)
};

const zh_hans1_plans_canceling = /** @type {(inputs: Plans_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在取消…`)
};

/**
* | output |
* | --- |
* | "Canceling…" |
*
* @param {Plans_CancelingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_canceling = /** @type {((inputs?: Plans_CancelingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_CancelingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_canceling(inputs)
	if (locale === "de") return de_plans_canceling(inputs)
	if (locale === "fr") return fr_plans_canceling(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_canceling(inputs)
	return en_plans_canceling(inputs)
});