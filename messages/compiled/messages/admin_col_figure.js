/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_FigureInputs */

const en_admin_col_figure = /** @type {(inputs: Admin_Col_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Figure`)
};

const es_admin_col_figure = /** @type {(inputs: Admin_Col_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cifra`)
};

const de_admin_col_figure = /** @type {(inputs: Admin_Col_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kennzahl`)
};

const fr_admin_col_figure = /** @type {(inputs: Admin_Col_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indicateur`)
};

const zh_hans1_admin_col_figure = /** @type {(inputs: Admin_Col_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指标`)
};

/**
* | output |
* | --- |
* | "Figure" |
*
* @param {Admin_Col_FigureInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_figure = /** @type {((inputs?: Admin_Col_FigureInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_FigureInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_figure(inputs)
	if (locale === "de") return de_admin_col_figure(inputs)
	if (locale === "fr") return fr_admin_col_figure(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_figure(inputs)
	return en_admin_col_figure(inputs)
});