/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Chart_TitleInputs */

const en_admin_chart_title = /** @type {(inputs: Admin_Chart_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reliability chart: accuracy at species against the model's confidence`)
};

const es_admin_chart_title = /** @type {(inputs: Admin_Chart_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gráfico de fiabilidad: acierto en especie frente a la confianza del modelo`)
};

const de_admin_chart_title = /** @type {(inputs: Admin_Chart_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuverlässigkeitsdiagramm: Trefferquote bei der Art gegen die Sicherheit des Modells`)
};

const fr_admin_chart_title = /** @type {(inputs: Admin_Chart_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagramme de fiabilité : taux de réussite à l’espèce selon la confiance du modèle`)
};

const zh_hans1_admin_chart_title = /** @type {(inputs: Admin_Chart_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可靠性图：种一级准确率与模型置信度的对比`)
};

/**
* | output |
* | --- |
* | "Reliability chart: accuracy at species against the model's confidence" |
*
* @param {Admin_Chart_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_chart_title = /** @type {((inputs?: Admin_Chart_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Chart_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_chart_title(inputs)
	if (locale === "de") return de_admin_chart_title(inputs)
	if (locale === "fr") return fr_admin_chart_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_chart_title(inputs)
	return en_admin_chart_title(inputs)
});