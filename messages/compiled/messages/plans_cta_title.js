/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Cta_TitleInputs */

const en_plans_cta_title = /** @type {(inputs: Plans_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to dive in?`)
};

const es_plans_cta_title = /** @type {(inputs: Plans_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Listo para sumergirte?`)
};

const de_plans_cta_title = /** @type {(inputs: Plans_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereit zum Abtauchen?`)
};

const fr_plans_cta_title = /** @type {(inputs: Plans_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prêt à plonger ?`)
};

const zh_hans1_plans_cta_title = /** @type {(inputs: Plans_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准备好下潜了吗？`)
};

/**
* | output |
* | --- |
* | "Ready to dive in?" |
*
* @param {Plans_Cta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_cta_title = /** @type {((inputs?: Plans_Cta_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Cta_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_cta_title(inputs)
	if (locale === "de") return de_plans_cta_title(inputs)
	if (locale === "fr") return fr_plans_cta_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_cta_title(inputs)
	return en_plans_cta_title(inputs)
});