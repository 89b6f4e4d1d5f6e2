/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Dives_Hours_MinutesInputs */

const en_dives_hours_minutes = /** @type {(inputs: Dives_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ${i?.minutes} min`)
};

const es_dives_hours_minutes = /** @type {(inputs: Dives_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ${i?.minutes} min`)
};

const de_dives_hours_minutes = /** @type {(inputs: Dives_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} Std. ${i?.minutes} Min.`)
};

const fr_dives_hours_minutes = /** @type {(inputs: Dives_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ${i?.minutes} min`)
};

const zh_hans1_dives_hours_minutes = /** @type {(inputs: Dives_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} 小时 ${i?.minutes} 分钟`)
};

/**
* | output |
* | --- |
* | "{hours} h {minutes} min" |
*
* @param {Dives_Hours_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_hours_minutes = /** @type {((inputs: Dives_Hours_MinutesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Hours_MinutesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_hours_minutes(inputs)
	if (locale === "de") return de_dives_hours_minutes(inputs)
	if (locale === "fr") return fr_dives_hours_minutes(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_hours_minutes(inputs)
	return en_dives_hours_minutes(inputs)
});