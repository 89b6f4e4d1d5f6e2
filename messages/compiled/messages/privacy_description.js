/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Privacy_DescriptionInputs */

const en_privacy_description = /** @type {(inputs: Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How ${i?.product} collects, uses and protects your information.`)
};

const es_privacy_description = /** @type {(inputs: Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cómo ${i?.product} recoge, usa y protege tu información.`)
};

const de_privacy_description = /** @type {(inputs: Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wie ${i?.product} deine Daten erhebt, nutzt und schützt.`)
};

const fr_privacy_description = /** @type {(inputs: Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment ${i?.product} collecte, utilise et protège vos informations.`)
};

const zh_hans1_privacy_description = /** @type {(inputs: Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} 如何收集、使用和保护你的信息。`)
};

/**
* | output |
* | --- |
* | "How {product} collects, uses and protects your information." |
*
* @param {Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const privacy_description = /** @type {((inputs: Privacy_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_privacy_description(inputs)
	if (locale === "de") return de_privacy_description(inputs)
	if (locale === "fr") return fr_privacy_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_privacy_description(inputs)
	return en_privacy_description(inputs)
});