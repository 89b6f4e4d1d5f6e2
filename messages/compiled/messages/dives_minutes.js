/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Dives_MinutesInputs */

const en_dives_minutes = /** @type {(inputs: Dives_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

const es_dives_minutes = /** @type {(inputs: Dives_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

const de_dives_minutes = /** @type {(inputs: Dives_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} Min.`)
};

const fr_dives_minutes = /** @type {(inputs: Dives_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

const zh_hans1_dives_minutes = /** @type {(inputs: Dives_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} 分钟`)
};

/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Dives_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_minutes = /** @type {((inputs: Dives_MinutesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_MinutesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_minutes(inputs)
	if (locale === "de") return de_dives_minutes(inputs)
	if (locale === "fr") return fr_dives_minutes(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_minutes(inputs)
	return en_dives_minutes(inputs)
});