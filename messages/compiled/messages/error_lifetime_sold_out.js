/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Lifetime_Sold_OutInputs */

const en_error_lifetime_sold_out = /** @type {(inputs: Error_Lifetime_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All lifetime subscriptions have been taken`)
};

const es_error_lifetime_sold_out = /** @type {(inputs: Error_Lifetime_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no quedan suscripciones vitalicias`)
};

const de_error_lifetime_sold_out = /** @type {(inputs: Error_Lifetime_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle lebenslangen Abos sind vergeben`)
};

const fr_error_lifetime_sold_out = /** @type {(inputs: Error_Lifetime_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les abonnements à vie ont été pris`)
};

const zh_hans1_error_lifetime_sold_out = /** @type {(inputs: Error_Lifetime_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`终身订阅已全部售罄`)
};

/**
* | output |
* | --- |
* | "All lifetime subscriptions have been taken" |
*
* @param {Error_Lifetime_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_lifetime_sold_out = /** @type {((inputs?: Error_Lifetime_Sold_OutInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Lifetime_Sold_OutInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_lifetime_sold_out(inputs)
	if (locale === "de") return de_error_lifetime_sold_out(inputs)
	if (locale === "fr") return fr_error_lifetime_sold_out(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_lifetime_sold_out(inputs)
	return en_error_lifetime_sold_out(inputs)
});