/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Copied_TextInputs */

const en_share_copied_text = /** @type {(inputs: Share_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link has been copied to your clipboard.`)
};

const es_share_copied_text = /** @type {(inputs: Share_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace se ha copiado en el portapapeles.`)
};

const de_share_copied_text = /** @type {(inputs: Share_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link wurde in die Zwischenablage kopiert.`)
};

const fr_share_copied_text = /** @type {(inputs: Share_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien a été copié dans le presse-papiers.`)
};

const zh_hans1_share_copied_text = /** @type {(inputs: Share_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`链接已复制到剪贴板。`)
};

/**
* | output |
* | --- |
* | "The link has been copied to your clipboard." |
*
* @param {Share_Copied_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_copied_text = /** @type {((inputs?: Share_Copied_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copied_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_copied_text(inputs)
	if (locale === "de") return de_share_copied_text(inputs)
	if (locale === "fr") return fr_share_copied_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_copied_text(inputs)
	return en_share_copied_text(inputs)
});