/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Feature_Accuracy_TextInputs */

const en_feature_accuracy_text = /** @type {(inputs: Feature_Accuracy_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every name is checked against the World Register of Marine Species (WoRMS); when unsure, the app says so and stops at genus or family, with look-alike species listed so you can compare.`)
};

const es_feature_accuracy_text = /** @type {(inputs: Feature_Accuracy_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada nombre se contrasta con el Registro Mundial de Especies Marinas (WoRMS); si hay dudas, la aplicación lo dice y se queda en el género o la familia, con las especies parecidas para que puedas comparar.`)
};

const de_feature_accuracy_text = /** @type {(inputs: Feature_Accuracy_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Name wird mit dem Weltregister der Meeresarten (WoRMS) abgeglichen; ist sich die App unsicher, sagt sie es und bleibt bei Gattung oder Familie – mit ähnlichen Arten zum Vergleichen.`)
};

const fr_feature_accuracy_text = /** @type {(inputs: Feature_Accuracy_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque nom est vérifié dans le Registre mondial des espèces marines (WoRMS) ; en cas de doute, l’application le dit et s’arrête au genre ou à la famille, avec les espèces semblables pour comparer.`)
};

const zh_hans1_feature_accuracy_text = /** @type {(inputs: Feature_Accuracy_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个名字都会与世界海洋物种名录（WoRMS）核对；没有把握时，应用会如实说明，只给出属或科，并列出相似物种供你比较。`)
};

/**
* | output |
* | --- |
* | "Every name is checked against the World Register of Marine Species (WoRMS); when unsure, the app says so and stops at genus or family, with look-alike specie..." |
*
* @param {Feature_Accuracy_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const feature_accuracy_text = /** @type {((inputs?: Feature_Accuracy_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feature_Accuracy_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_feature_accuracy_text(inputs)
	if (locale === "de") return de_feature_accuracy_text(inputs)
	if (locale === "fr") return fr_feature_accuracy_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_feature_accuracy_text(inputs)
	return en_feature_accuracy_text(inputs)
});