/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Not_SavedInputs */

const en_history_not_saved = /** @type {(inputs: History_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved yet`)
};

const es_history_not_saved = /** @type {(inputs: History_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin guardar`)
};

const de_history_not_saved = /** @type {(inputs: History_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht gespeichert`)
};

const fr_history_not_saved = /** @type {(inputs: History_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore enregistrée`)
};

const zh_hans1_history_not_saved = /** @type {(inputs: History_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未保存`)
};

/**
* | output |
* | --- |
* | "Not saved yet" |
*
* @param {History_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_not_saved = /** @type {((inputs?: History_Not_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Not_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_not_saved(inputs)
	if (locale === "de") return de_history_not_saved(inputs)
	if (locale === "fr") return fr_history_not_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_not_saved(inputs)
	return en_history_not_saved(inputs)
});