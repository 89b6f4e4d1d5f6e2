/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_HeadingInputs */

const en_share_heading = /** @type {(inputs: Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this identification`)
};

const es_share_heading = /** @type {(inputs: Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir esta identificación`)
};

const de_share_heading = /** @type {(inputs: Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestimmung teilen`)
};

const fr_share_heading = /** @type {(inputs: Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager cette identification`)
};

const zh_hans1_share_heading = /** @type {(inputs: Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分享此识别`)
};

/**
* | output |
* | --- |
* | "Share this identification" |
*
* @param {Share_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_heading = /** @type {((inputs?: Share_HeadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_HeadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_heading(inputs)
	if (locale === "de") return de_share_heading(inputs)
	if (locale === "fr") return fr_share_heading(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_heading(inputs)
	return en_share_heading(inputs)
});