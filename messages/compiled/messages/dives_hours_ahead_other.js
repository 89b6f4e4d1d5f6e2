/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Hours_Ahead_OtherInputs */

const en_dives_hours_ahead_other = /** @type {(inputs: Dives_Hours_Ahead_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hours ahead`)
};

const es_dives_hours_ahead_other = /** @type {(inputs: Dives_Hours_Ahead_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} horas adelantada`)
};

const de_dives_hours_ahead_other = /** @type {(inputs: Dives_Hours_Ahead_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Stunden vor`)
};

const fr_dives_hours_ahead_other = /** @type {(inputs: Dives_Hours_Ahead_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} heures d'avance`)
};

const zh_hans1_dives_hours_ahead_other = /** @type {(inputs: Dives_Hours_Ahead_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`快 ${i?.count} 小时`)
};

/**
* | output |
* | --- |
* | "{count} hours ahead" |
*
* @param {Dives_Hours_Ahead_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_hours_ahead_other = /** @type {((inputs: Dives_Hours_Ahead_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Hours_Ahead_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_hours_ahead_other(inputs)
	if (locale === "de") return de_dives_hours_ahead_other(inputs)
	if (locale === "fr") return fr_dives_hours_ahead_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_hours_ahead_other(inputs)
	return en_dives_hours_ahead_other(inputs)
});