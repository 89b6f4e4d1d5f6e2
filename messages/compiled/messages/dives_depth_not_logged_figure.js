/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Depth_Not_Logged_FigureInputs */

const en_dives_depth_not_logged_figure = /** @type {(inputs: Dives_Depth_Not_Logged_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not logged`)
};

const es_dives_depth_not_logged_figure = /** @type {(inputs: Dives_Depth_Not_Logged_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No registrada`)
};

const de_dives_depth_not_logged_figure = /** @type {(inputs: Dives_Depth_Not_Logged_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht aufgezeichnet`)
};

const fr_dives_depth_not_logged_figure = /** @type {(inputs: Dives_Depth_Not_Logged_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non enregistrée`)
};

const zh_hans1_dives_depth_not_logged_figure = /** @type {(inputs: Dives_Depth_Not_Logged_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未记录`)
};

/**
* | output |
* | --- |
* | "Not logged" |
*
* @param {Dives_Depth_Not_Logged_FigureInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_depth_not_logged_figure = /** @type {((inputs?: Dives_Depth_Not_Logged_FigureInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Depth_Not_Logged_FigureInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_depth_not_logged_figure(inputs)
	if (locale === "de") return de_dives_depth_not_logged_figure(inputs)
	if (locale === "fr") return fr_dives_depth_not_logged_figure(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_depth_not_logged_figure(inputs)
	return en_dives_depth_not_logged_figure(inputs)
});