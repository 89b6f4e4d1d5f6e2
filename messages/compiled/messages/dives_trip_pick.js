/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_PickInputs */

const en_dives_trip_pick = /** @type {(inputs: Dives_Trip_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a photo and give the date and time by your dive computer or your watch.`)
};

const es_dives_trip_pick = /** @type {(inputs: Dives_Trip_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una foto e indica la fecha y la hora según tu ordenador de buceo o tu reloj.`)
};

const de_dives_trip_pick = /** @type {(inputs: Dives_Trip_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein Foto und gib Datum und Uhrzeit nach deinem Tauchcomputer oder deiner Uhr an.`)
};

const fr_dives_trip_pick = /** @type {(inputs: Dives_Trip_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une photo et indiquez la date et l'heure selon votre ordinateur de plongée ou votre montre.`)
};

const zh_hans1_dives_trip_pick = /** @type {(inputs: Dives_Trip_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择一张照片，并按潜水电脑或手表填写日期和时间。`)
};

/**
* | output |
* | --- |
* | "Pick a photo and give the date and time by your dive computer or your watch." |
*
* @param {Dives_Trip_PickInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_pick = /** @type {((inputs?: Dives_Trip_PickInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_PickInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_pick(inputs)
	if (locale === "de") return de_dives_trip_pick(inputs)
	if (locale === "fr") return fr_dives_trip_pick(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_pick(inputs)
	return en_dives_trip_pick(inputs)
});