/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Identify_Free_OneInputs */

const en_identify_free_one = /** @type {(inputs: Identify_Free_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} free identification`)
};

const es_identify_free_one = /** @type {(inputs: Identify_Free_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identificación gratuita`)
};

const de_identify_free_one = /** @type {(inputs: Identify_Free_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} kostenlose Bestimmung`)
};

const fr_identify_free_one = /** @type {(inputs: Identify_Free_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identification gratuite`)
};

const zh_hans1_identify_free_one = /** @type {(inputs: Identify_Free_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次免费识别`)
};

/**
* | output |
* | --- |
* | "{count} free identification" |
*
* @param {Identify_Free_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_free_one = /** @type {((inputs: Identify_Free_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Free_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_free_one(inputs)
	if (locale === "de") return de_identify_free_one(inputs)
	if (locale === "fr") return fr_identify_free_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_free_one(inputs)
	return en_identify_free_one(inputs)
});