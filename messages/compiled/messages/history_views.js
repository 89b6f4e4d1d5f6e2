/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_ViewsInputs */

const en_history_views = /** @type {(inputs: History_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History views`)
};

const es_history_views = /** @type {(inputs: History_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vistas del historial`)
};

const de_history_views = /** @type {(inputs: History_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ansichten des Verlaufs`)
};

const fr_history_views = /** @type {(inputs: History_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues de l’historique`)
};

const zh_hans1_history_views = /** @type {(inputs: History_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`历史视图`)
};

/**
* | output |
* | --- |
* | "History views" |
*
* @param {History_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_views = /** @type {((inputs?: History_ViewsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_ViewsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_views(inputs)
	if (locale === "de") return de_history_views(inputs)
	if (locale === "fr") return fr_history_views(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_views(inputs)
	return en_history_views(inputs)
});