/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rank: NonNullable<unknown>, name: NonNullable<unknown>, reason: NonNullable<unknown> }} Result_Rank_NoteInputs */

const en_result_rank_note = /** @type {(inputs: Result_Rank_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We're pretty sure it's in ${i?.rank} ${i?.name}; ${i?.reason}.`)
};

const es_result_rank_note = /** @type {(inputs: Result_Rank_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Con bastante seguridad es de ${i?.rank} ${i?.name}; ${i?.reason}.`)
};

const de_result_rank_note = /** @type {(inputs: Result_Rank_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ziemlich sicher gehört es zu ${i?.rank} ${i?.name}; ${i?.reason}.`)
};

const fr_result_rank_note = /** @type {(inputs: Result_Rank_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Très probablement de ${i?.rank} ${i?.name} ; ${i?.reason}.`)
};

const zh_hans1_result_rank_note = /** @type {(inputs: Result_Rank_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我们相当确定它属于${i?.rank} ${i?.name}；${i?.reason}。`)
};

/**
* | output |
* | --- |
* | "We're pretty sure it's in {rank} {name}; {reason}." |
*
* @param {Result_Rank_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_rank_note = /** @type {((inputs: Result_Rank_NoteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_Rank_NoteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_rank_note(inputs)
	if (locale === "de") return de_result_rank_note(inputs)
	if (locale === "fr") return fr_result_rank_note(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_rank_note(inputs)
	return en_result_rank_note(inputs)
});