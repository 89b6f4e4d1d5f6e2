/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Hours_Ahead_OneInputs */

const en_dives_hours_ahead_one = /** @type {(inputs: Dives_Hours_Ahead_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hour ahead`)
};

const es_dives_hours_ahead_one = /** @type {(inputs: Dives_Hours_Ahead_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hora adelantada`)
};

const de_dives_hours_ahead_one = /** @type {(inputs: Dives_Hours_Ahead_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Stunde vor`)
};

const fr_dives_hours_ahead_one = /** @type {(inputs: Dives_Hours_Ahead_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} heure d'avance`)
};

const zh_hans1_dives_hours_ahead_one = /** @type {(inputs: Dives_Hours_Ahead_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`快 ${i?.count} 小时`)
};

/**
* | output |
* | --- |
* | "{count} hour ahead" |
*
* @param {Dives_Hours_Ahead_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_hours_ahead_one = /** @type {((inputs: Dives_Hours_Ahead_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Hours_Ahead_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_hours_ahead_one(inputs)
	if (locale === "de") return de_dives_hours_ahead_one(inputs)
	if (locale === "fr") return fr_dives_hours_ahead_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_hours_ahead_one(inputs)
	return en_dives_hours_ahead_one(inputs)
});