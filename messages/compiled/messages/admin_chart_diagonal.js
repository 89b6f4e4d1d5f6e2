/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Chart_DiagonalInputs */

const en_admin_chart_diagonal = /** @type {(inputs: Admin_Chart_DiagonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The diagonal marks a perfectly calibrated model.`)
};

const es_admin_chart_diagonal = /** @type {(inputs: Admin_Chart_DiagonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La diagonal marca un modelo perfectamente calibrado.`)
};

const de_admin_chart_diagonal = /** @type {(inputs: Admin_Chart_DiagonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Diagonale zeigt ein perfekt kalibriertes Modell.`)
};

const fr_admin_chart_diagonal = /** @type {(inputs: Admin_Chart_DiagonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La diagonale représente un modèle parfaitement calibré.`)
};

const zh_hans1_admin_chart_diagonal = /** @type {(inputs: Admin_Chart_DiagonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对角线代表完全校准的模型。`)
};

/**
* | output |
* | --- |
* | "The diagonal marks a perfectly calibrated model." |
*
* @param {Admin_Chart_DiagonalInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_chart_diagonal = /** @type {((inputs?: Admin_Chart_DiagonalInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Chart_DiagonalInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_chart_diagonal(inputs)
	if (locale === "de") return de_admin_chart_diagonal(inputs)
	if (locale === "fr") return fr_admin_chart_diagonal(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_chart_diagonal(inputs)
	return en_admin_chart_diagonal(inputs)
});