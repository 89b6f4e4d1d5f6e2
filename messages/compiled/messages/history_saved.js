/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_SavedInputs */

const en_history_saved = /** @type {(inputs: History_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved`)
};

const es_history_saved = /** @type {(inputs: History_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada`)
};

const de_history_saved = /** @type {(inputs: History_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespeichert`)
};

const fr_history_saved = /** @type {(inputs: History_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrée`)
};

const zh_hans1_history_saved = /** @type {(inputs: History_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已保存`)
};

/**
* | output |
* | --- |
* | "Saved" |
*
* @param {History_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_saved = /** @type {((inputs?: History_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_saved(inputs)
	if (locale === "de") return de_history_saved(inputs)
	if (locale === "fr") return fr_history_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_saved(inputs)
	return en_history_saved(inputs)
});