/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Really_TakenInputs */

const en_dives_really_taken = /** @type {(inputs: Dives_Really_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When it was really taken`)
};

const es_dives_really_taken = /** @type {(inputs: Dives_Really_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo se hizo realmente`)
};

const de_dives_really_taken = /** @type {(inputs: Dives_Really_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann es wirklich aufgenommen wurde`)
};

const fr_dives_really_taken = /** @type {(inputs: Dives_Really_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand elle a vraiment été prise`)
};

const zh_hans1_dives_really_taken = /** @type {(inputs: Dives_Really_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实际拍摄时间`)
};

/**
* | output |
* | --- |
* | "When it was really taken" |
*
* @param {Dives_Really_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_really_taken = /** @type {((inputs?: Dives_Really_TakenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Really_TakenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_really_taken(inputs)
	if (locale === "de") return de_dives_really_taken(inputs)
	if (locale === "fr") return fr_dives_really_taken(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_really_taken(inputs)
	return en_dives_really_taken(inputs)
});