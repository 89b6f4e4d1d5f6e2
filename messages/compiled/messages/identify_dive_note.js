/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ dive: NonNullable<unknown> }} Identify_Dive_NoteInputs */

const en_identify_dive_note = /** @type {(inputs: Identify_Dive_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These photos are added to ${i?.dive}: each taken during it gets its place, time and depth.`)
};

const es_identify_dive_note = /** @type {(inputs: Identify_Dive_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estas fotos se añaden a ${i?.dive}: cada una tomada durante la inmersión recibe su lugar, hora y profundidad.`)
};

const de_identify_dive_note = /** @type {(inputs: Identify_Dive_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Fotos kommen zu ${i?.dive}: Jedes Foto aus dem Tauchgang bekommt dessen Ort, Zeit und Tiefe.`)
};

const fr_identify_dive_note = /** @type {(inputs: Identify_Dive_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ces photos sont ajoutées à ${i?.dive} : chacune prise pendant la plongée reçoit son lieu, son heure et sa profondeur.`)
};

const zh_hans1_identify_dive_note = /** @type {(inputs: Identify_Dive_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这些照片将添加到${i?.dive}：潜水期间拍摄的每张照片都会获得其地点、时间和深度。`)
};

/**
* | output |
* | --- |
* | "These photos are added to {dive}: each taken during it gets its place, time and depth." |
*
* @param {Identify_Dive_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_dive_note = /** @type {((inputs: Identify_Dive_NoteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Dive_NoteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_dive_note(inputs)
	if (locale === "de") return de_identify_dive_note(inputs)
	if (locale === "fr") return fr_identify_dive_note(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_dive_note(inputs)
	return en_identify_dive_note(inputs)
});