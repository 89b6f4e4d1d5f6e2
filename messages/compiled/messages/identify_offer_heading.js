/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Offer_HeadingInputs */

const en_identify_offer_heading = /** @type {(inputs: Identify_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer this photo to the catalogue`)
};

const es_identify_offer_heading = /** @type {(inputs: Identify_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofrece esta foto al catálogo`)
};

const de_identify_offer_heading = /** @type {(inputs: Identify_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Foto dem Katalog anbieten`)
};

const fr_identify_offer_heading = /** @type {(inputs: Identify_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposer cette photo au catalogue`)
};

const zh_hans1_identify_offer_heading = /** @type {(inputs: Identify_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`将这张照片提供给图鉴`)
};

/**
* | output |
* | --- |
* | "Offer this photo to the catalogue" |
*
* @param {Identify_Offer_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_offer_heading = /** @type {((inputs?: Identify_Offer_HeadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Offer_HeadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_offer_heading(inputs)
	if (locale === "de") return de_identify_offer_heading(inputs)
	if (locale === "fr") return fr_identify_offer_heading(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_offer_heading(inputs)
	return en_identify_offer_heading(inputs)
});