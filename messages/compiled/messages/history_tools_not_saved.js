/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_Not_SavedInputs */

const en_history_tools_not_saved = /** @type {(inputs: History_Tools_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved`)
};

const es_history_tools_not_saved = /** @type {(inputs: History_Tools_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin guardar`)
};

const de_history_tools_not_saved = /** @type {(inputs: History_Tools_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gespeichert`)
};

const fr_history_tools_not_saved = /** @type {(inputs: History_Tools_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non enregistrées`)
};

const zh_hans1_history_tools_not_saved = /** @type {(inputs: History_Tools_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未保存`)
};

/**
* | output |
* | --- |
* | "Not saved" |
*
* @param {History_Tools_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_not_saved = /** @type {((inputs?: History_Tools_Not_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_Not_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_not_saved(inputs)
	if (locale === "de") return de_history_tools_not_saved(inputs)
	if (locale === "fr") return fr_history_tools_not_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_not_saved(inputs)
	return en_history_tools_not_saved(inputs)
});