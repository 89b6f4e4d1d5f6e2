/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ depth: NonNullable<unknown>, duration: NonNullable<unknown> }} Dives_Profile_SummaryInputs */

const en_dives_profile_summary = /** @type {(inputs: Dives_Profile_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum depth ${i?.depth}, duration ${i?.duration}.`)
};

const es_dives_profile_summary = /** @type {(inputs: Dives_Profile_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profundidad máxima ${i?.depth}, duración ${i?.duration}.`)
};

const de_dives_profile_summary = /** @type {(inputs: Dives_Profile_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximale Tiefe ${i?.depth}, Dauer ${i?.duration}.`)
};

const fr_dives_profile_summary = /** @type {(inputs: Dives_Profile_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profondeur maximale ${i?.depth}, durée ${i?.duration}.`)
};

const zh_hans1_dives_profile_summary = /** @type {(inputs: Dives_Profile_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最大深度 ${i?.depth}，时长 ${i?.duration}。`)
};

/**
* | output |
* | --- |
* | "Maximum depth {depth}, duration {duration}." |
*
* @param {Dives_Profile_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_profile_summary = /** @type {((inputs: Dives_Profile_SummaryInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Profile_SummaryInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_profile_summary(inputs)
	if (locale === "de") return de_dives_profile_summary(inputs)
	if (locale === "fr") return fr_dives_profile_summary(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_profile_summary(inputs)
	return en_dives_profile_summary(inputs)
});