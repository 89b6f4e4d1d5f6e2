/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Copied_TitleInputs */

const en_share_copied_title = /** @type {(inputs: Share_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied!`)
};

const es_share_copied_title = /** @type {(inputs: Share_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Enlace copiado!`)
};

const de_share_copied_title = /** @type {(inputs: Share_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link kopiert!`)
};

const fr_share_copied_title = /** @type {(inputs: Share_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié !`)
};

const zh_hans1_share_copied_title = /** @type {(inputs: Share_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`链接已复制！`)
};

/**
* | output |
* | --- |
* | "Link copied!" |
*
* @param {Share_Copied_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_copied_title = /** @type {((inputs?: Share_Copied_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copied_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_copied_title(inputs)
	if (locale === "de") return de_share_copied_title(inputs)
	if (locale === "fr") return fr_share_copied_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_copied_title(inputs)
	return en_share_copied_title(inputs)
});