/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Nothing_LeftInputs */

const en_reviews_nothing_left = /** @type {(inputs: Reviews_Nothing_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing left to review. Thank you!`)
};

const es_reviews_nothing_left = /** @type {(inputs: Reviews_Nothing_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No queda nada por revisar. ¡Gracias!`)
};

const de_reviews_nothing_left = /** @type {(inputs: Reviews_Nothing_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nichts mehr zu prüfen. Danke!`)
};

const fr_reviews_nothing_left = /** @type {(inputs: Reviews_Nothing_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus rien à revoir. Merci !`)
};

const zh_hans1_reviews_nothing_left = /** @type {(inputs: Reviews_Nothing_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已没有待审核的内容。谢谢！`)
};

/**
* | output |
* | --- |
* | "Nothing left to review. Thank you!" |
*
* @param {Reviews_Nothing_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_nothing_left = /** @type {((inputs?: Reviews_Nothing_LeftInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Nothing_LeftInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_nothing_left(inputs)
	if (locale === "de") return de_reviews_nothing_left(inputs)
	if (locale === "fr") return fr_reviews_nothing_left(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_nothing_left(inputs)
	return en_reviews_nothing_left(inputs)
});