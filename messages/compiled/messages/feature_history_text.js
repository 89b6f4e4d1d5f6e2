/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feature_History_TextInputs */

const en_feature_history_text = /** @type {(inputs: Feature_History_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep a personal catalogue of your sightings: save the results you trust and come back to them any time.`)
};

const es_feature_history_text = /** @type {(inputs: Feature_History_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lleva tu propio catálogo de avistamientos: guarda los resultados en los que confías y vuelve a ellos cuando quieras.`)
};

const de_feature_history_text = /** @type {(inputs: Feature_History_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Führe deinen eigenen Katalog deiner Sichtungen: Behalte die Ergebnisse, denen du vertraust, und schau jederzeit wieder hinein.`)
};

const fr_feature_history_text = /** @type {(inputs: Feature_History_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenez votre propre catalogue d’observations : gardez les résultats qui vous inspirent confiance et revenez-y quand vous voulez.`)
};

const zh_hans1_feature_history_text = /** @type {(inputs: Feature_History_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`建立你自己的目击记录：保存你信得过的结果，随时回来查看。`)
};

/**
* | output |
* | --- |
* | "Keep a personal catalogue of your sightings: save the results you trust and come back to them any time." |
*
* @param {Feature_History_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const feature_history_text = /** @type {((inputs?: Feature_History_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feature_History_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_feature_history_text(inputs)
	if (locale === "de") return de_feature_history_text(inputs)
	if (locale === "fr") return fr_feature_history_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_feature_history_text(inputs)
	return en_feature_history_text(inputs)
});