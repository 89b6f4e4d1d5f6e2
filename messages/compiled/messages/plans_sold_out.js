/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Sold_OutInputs */

const en_plans_sold_out = /** @type {(inputs: Plans_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold Out`)
};

const es_plans_sold_out = /** @type {(inputs: Plans_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agotado`)
};

const de_plans_sold_out = /** @type {(inputs: Plans_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausverkauft`)
};

const fr_plans_sold_out = /** @type {(inputs: Plans_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épuisé`)
};

const zh_hans1_plans_sold_out = /** @type {(inputs: Plans_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已售罄`)
};

/**
* | output |
* | --- |
* | "Sold Out" |
*
* @param {Plans_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_sold_out = /** @type {((inputs?: Plans_Sold_OutInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Sold_OutInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_sold_out(inputs)
	if (locale === "de") return de_plans_sold_out(inputs)
	if (locale === "fr") return fr_plans_sold_out(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_sold_out(inputs)
	return en_plans_sold_out(inputs)
});