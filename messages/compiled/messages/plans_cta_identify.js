/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Cta_IdentifyInputs */

const en_plans_cta_identify = /** @type {(inputs: Plans_Cta_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Identifying`)
};

const es_plans_cta_identify = /** @type {(inputs: Plans_Cta_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar a identificar`)
};

const de_plans_cta_identify = /** @type {(inputs: Plans_Cta_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt bestimmen`)
};

const fr_plans_cta_identify = /** @type {(inputs: Plans_Cta_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer à identifier`)
};

const zh_hans1_plans_cta_identify = /** @type {(inputs: Plans_Cta_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始识别`)
};

/**
* | output |
* | --- |
* | "Start Identifying" |
*
* @param {Plans_Cta_IdentifyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_cta_identify = /** @type {((inputs?: Plans_Cta_IdentifyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Cta_IdentifyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_cta_identify(inputs)
	if (locale === "de") return de_plans_cta_identify(inputs)
	if (locale === "fr") return fr_plans_cta_identify(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_cta_identify(inputs)
	return en_plans_cta_identify(inputs)
});