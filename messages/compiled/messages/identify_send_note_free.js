/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Send_Note_FreeInputs */

const en_identify_send_note_free = /** @type {(inputs: Identify_Send_Note_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All your photos go together, as one sighting: it uses one free identification.`)
};

const es_identify_send_note_free = /** @type {(inputs: Identify_Send_Note_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas tus fotos van juntas, como un solo avistamiento: usa una identificación gratuita.`)
};

const de_identify_send_note_free = /** @type {(inputs: Identify_Send_Note_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle deine Fotos gehen zusammen als eine Sichtung: Das kostet eine kostenlose Bestimmung.`)
};

const fr_identify_send_note_free = /** @type {(inputs: Identify_Send_Note_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes vos photos partent ensemble, comme une seule observation : cela utilise une identification gratuite.`)
};

const zh_hans1_identify_send_note_free = /** @type {(inputs: Identify_Send_Note_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的所有照片将作为一次目击一起发送：这将使用一次免费识别。`)
};

/**
* | output |
* | --- |
* | "All your photos go together, as one sighting: it uses one free identification." |
*
* @param {Identify_Send_Note_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_send_note_free = /** @type {((inputs?: Identify_Send_Note_FreeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Send_Note_FreeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_send_note_free(inputs)
	if (locale === "de") return de_identify_send_note_free(inputs)
	if (locale === "fr") return fr_identify_send_note_free(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_send_note_free(inputs)
	return en_identify_send_note_free(inputs)
});