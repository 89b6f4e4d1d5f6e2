/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} History_Seen_OnInputs */

const en_history_seen_on = /** @type {(inputs: History_Seen_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seen on ${i?.date}`)
};

const es_history_seen_on = /** @type {(inputs: History_Seen_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vista el ${i?.date}`)
};

const de_history_seen_on = /** @type {(inputs: History_Seen_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gesehen am ${i?.date}`)
};

const fr_history_seen_on = /** @type {(inputs: History_Seen_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vue le ${i?.date}`)
};

const zh_hans1_history_seen_on = /** @type {(inputs: History_Seen_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`目击于 ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Seen on {date}" |
*
* @param {History_Seen_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_seen_on = /** @type {((inputs: History_Seen_OnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Seen_OnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_seen_on(inputs)
	if (locale === "de") return de_history_seen_on(inputs)
	if (locale === "fr") return fr_history_seen_on(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_seen_on(inputs)
	return en_history_seen_on(inputs)
});