/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_List_LabelInputs */

const en_dives_list_label = /** @type {(inputs: Dives_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your dives, newest first`)
};

const es_dives_list_label = /** @type {(inputs: Dives_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus inmersiones, las más recientes primero`)
};

const de_dives_list_label = /** @type {(inputs: Dives_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Tauchgänge, die neuesten zuerst`)
};

const fr_dives_list_label = /** @type {(inputs: Dives_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos plongées, les plus récentes en premier`)
};

const zh_hans1_dives_list_label = /** @type {(inputs: Dives_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的潜水记录，最新的在前`)
};

/**
* | output |
* | --- |
* | "Your dives, newest first" |
*
* @param {Dives_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_list_label = /** @type {((inputs?: Dives_List_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_List_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_list_label(inputs)
	if (locale === "de") return de_dives_list_label(inputs)
	if (locale === "fr") return fr_dives_list_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_list_label(inputs)
	return en_dives_list_label(inputs)
});