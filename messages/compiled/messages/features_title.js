/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Features_TitleInputs */

const en_features_title = /** @type {(inputs: Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything you need to name what you saw`)
};

const es_features_title = /** @type {(inputs: Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo que necesitas para poner nombre a lo que viste`)
};

const de_features_title = /** @type {(inputs: Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles, um zu benennen, was du gesehen hast`)
};

const fr_features_title = /** @type {(inputs: Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout pour nommer ce que vous avez vu`)
};

const zh_hans1_features_title = /** @type {(inputs: Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`认出你所见的一切`)
};

/**
* | output |
* | --- |
* | "Everything you need to name what you saw" |
*
* @param {Features_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const features_title = /** @type {((inputs?: Features_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Features_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_features_title(inputs)
	if (locale === "de") return de_features_title(inputs)
	if (locale === "fr") return fr_features_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_features_title(inputs)
	return en_features_title(inputs)
});