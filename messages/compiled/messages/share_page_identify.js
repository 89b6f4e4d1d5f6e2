/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Page_IdentifyInputs */

const en_share_page_identify = /** @type {(inputs: Share_Page_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify Your Own Photo`)
};

const es_share_page_identify = /** @type {(inputs: Share_Page_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifica tu propia foto`)
};

const de_share_page_identify = /** @type {(inputs: Share_Page_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eigenes Foto bestimmen`)
};

const fr_share_page_identify = /** @type {(inputs: Share_Page_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiez votre propre photo`)
};

const zh_hans1_share_page_identify = /** @type {(inputs: Share_Page_IdentifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别你自己的照片`)
};

/**
* | output |
* | --- |
* | "Identify Your Own Photo" |
*
* @param {Share_Page_IdentifyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_page_identify = /** @type {((inputs?: Share_Page_IdentifyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Page_IdentifyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_page_identify(inputs)
	if (locale === "de") return de_share_page_identify(inputs)
	if (locale === "fr") return fr_share_page_identify(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_page_identify(inputs)
	return en_share_page_identify(inputs)
});