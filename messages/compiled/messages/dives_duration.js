/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_DurationInputs */

const en_dives_duration = /** @type {(inputs: Dives_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration`)
};

const es_dives_duration = /** @type {(inputs: Dives_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración`)
};

const de_dives_duration = /** @type {(inputs: Dives_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dauer`)
};

const fr_dives_duration = /** @type {(inputs: Dives_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée`)
};

const zh_hans1_dives_duration = /** @type {(inputs: Dives_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时长`)
};

/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Dives_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_duration = /** @type {((inputs?: Dives_DurationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_DurationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_duration(inputs)
	if (locale === "de") return de_dives_duration(inputs)
	if (locale === "fr") return fr_dives_duration(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_duration(inputs)
	return en_dives_duration(inputs)
});