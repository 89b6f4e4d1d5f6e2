/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Send_NoteInputs */

const en_identify_send_note = /** @type {(inputs: Identify_Send_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All your photos go together, as one sighting.`)
};

const es_identify_send_note = /** @type {(inputs: Identify_Send_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas tus fotos van juntas, como un solo avistamiento.`)
};

const de_identify_send_note = /** @type {(inputs: Identify_Send_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle deine Fotos gehen zusammen als eine Sichtung.`)
};

const fr_identify_send_note = /** @type {(inputs: Identify_Send_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes vos photos partent ensemble, comme une seule observation.`)
};

const zh_hans1_identify_send_note = /** @type {(inputs: Identify_Send_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的所有照片将作为一次目击一起发送。`)
};

/**
* | output |
* | --- |
* | "All your photos go together, as one sighting." |
*
* @param {Identify_Send_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_send_note = /** @type {((inputs?: Identify_Send_NoteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Send_NoteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_send_note(inputs)
	if (locale === "de") return de_identify_send_note(inputs)
	if (locale === "fr") return fr_identify_send_note(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_send_note(inputs)
	return en_identify_send_note(inputs)
});