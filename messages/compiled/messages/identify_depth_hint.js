/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Depth_HintInputs */

const en_identify_depth_hint = /** @type {(inputs: Identify_Depth_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How deep you saw it. From a dive log it comes by itself.`)
};

const es_identify_depth_hint = /** @type {(inputs: Identify_Depth_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A qué profundidad lo viste. Desde un registro de inmersiones llega solo.`)
};

const de_identify_depth_hint = /** @type {(inputs: Identify_Depth_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie tief du es gesehen hast. Aus einem Tauchlogbuch kommt sie von selbst.`)
};

const fr_identify_depth_hint = /** @type {(inputs: Identify_Depth_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La profondeur où vous l’avez vu. Depuis un carnet de plongée, elle vient toute seule.`)
};

const zh_hans1_identify_depth_hint = /** @type {(inputs: Identify_Depth_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你看到它时的深度。来自潜水日志时会自动填入。`)
};

/**
* | output |
* | --- |
* | "How deep you saw it. From a dive log it comes by itself." |
*
* @param {Identify_Depth_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_depth_hint = /** @type {((inputs?: Identify_Depth_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Depth_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_depth_hint(inputs)
	if (locale === "de") return de_identify_depth_hint(inputs)
	if (locale === "fr") return fr_identify_depth_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_depth_hint(inputs)
	return en_identify_depth_hint(inputs)
});