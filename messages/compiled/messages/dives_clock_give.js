/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Clock_GiveInputs */

const en_dives_clock_give = /** @type {(inputs: Dives_Clock_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the date and time by your dive computer or your watch.`)
};

const es_dives_clock_give = /** @type {(inputs: Dives_Clock_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica la fecha y la hora según tu ordenador de buceo o tu reloj.`)
};

const de_dives_clock_give = /** @type {(inputs: Dives_Clock_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib Datum und Uhrzeit nach deinem Tauchcomputer oder deiner Uhr an.`)
};

const fr_dives_clock_give = /** @type {(inputs: Dives_Clock_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez la date et l'heure selon votre ordinateur de plongée ou votre montre.`)
};

const zh_hans1_dives_clock_give = /** @type {(inputs: Dives_Clock_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请按潜水电脑或手表填写日期和时间。`)
};

/**
* | output |
* | --- |
* | "Give the date and time by your dive computer or your watch." |
*
* @param {Dives_Clock_GiveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_clock_give = /** @type {((inputs?: Dives_Clock_GiveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Clock_GiveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_clock_give(inputs)
	if (locale === "de") return de_dives_clock_give(inputs)
	if (locale === "fr") return fr_dives_clock_give(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_clock_give(inputs)
	return en_dives_clock_give(inputs)
});