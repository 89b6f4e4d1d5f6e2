/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Enter_NameInputs */

const en_reviews_enter_name = /** @type {(inputs: Reviews_Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the scientific name you suggest.`)
};

const es_reviews_enter_name = /** @type {(inputs: Reviews_Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el nombre científico que sugieres.`)
};

const de_reviews_enter_name = /** @type {(inputs: Reviews_Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den wissenschaftlichen Namen ein, den du vorschlägst.`)
};

const fr_reviews_enter_name = /** @type {(inputs: Reviews_Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le nom scientifique que vous suggérez.`)
};

const zh_hans1_reviews_enter_name = /** @type {(inputs: Reviews_Enter_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入你建议的学名。`)
};

/**
* | output |
* | --- |
* | "Enter the scientific name you suggest." |
*
* @param {Reviews_Enter_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_enter_name = /** @type {((inputs?: Reviews_Enter_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Enter_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_enter_name(inputs)
	if (locale === "de") return de_reviews_enter_name(inputs)
	if (locale === "fr") return fr_reviews_enter_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_enter_name(inputs)
	return en_reviews_enter_name(inputs)
});