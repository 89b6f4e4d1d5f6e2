/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Life_List_EmptyInputs */

const en_history_life_list_empty = /** @type {(inputs: History_Life_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the identifications you agree with: each species you save joins your life list.`)
};

const es_history_life_list_empty = /** @type {(inputs: History_Life_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda las identificaciones con las que estés de acuerdo: cada especie que guardes se suma a tu lista.`)
};

const de_history_life_list_empty = /** @type {(inputs: History_Life_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichere die Bestimmungen, denen du zustimmst: Jede gespeicherte Art kommt auf deine Artenliste.`)
};

const fr_history_life_list_empty = /** @type {(inputs: History_Life_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez les identifications avec lesquelles vous êtes d’accord : chaque espèce enregistrée rejoint votre liste.`)
};

const zh_hans1_history_life_list_empty = /** @type {(inputs: History_Life_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存你认同的识别结果：每个保存的物种都会加入你的物种清单。`)
};

/**
* | output |
* | --- |
* | "Save the identifications you agree with: each species you save joins your life list." |
*
* @param {History_Life_List_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_life_list_empty = /** @type {((inputs?: History_Life_List_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Life_List_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_life_list_empty(inputs)
	if (locale === "de") return de_history_life_list_empty(inputs)
	if (locale === "fr") return fr_history_life_list_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_life_list_empty(inputs)
	return en_history_life_list_empty(inputs)
});