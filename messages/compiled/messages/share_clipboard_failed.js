/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Clipboard_FailedInputs */

const en_share_clipboard_failed = /** @type {(inputs: Share_Clipboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy the link to clipboard.`)
};

const es_share_clipboard_failed = /** @type {(inputs: Share_Clipboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar el enlace en el portapapeles.`)
};

const de_share_clipboard_failed = /** @type {(inputs: Share_Clipboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link konnte nicht in die Zwischenablage kopiert werden.`)
};

const fr_share_clipboard_failed = /** @type {(inputs: Share_Clipboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de copier le lien dans le presse-papiers.`)
};

const zh_hans1_share_clipboard_failed = /** @type {(inputs: Share_Clipboard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法将链接复制到剪贴板。`)
};

/**
* | output |
* | --- |
* | "Could not copy the link to clipboard." |
*
* @param {Share_Clipboard_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_clipboard_failed = /** @type {((inputs?: Share_Clipboard_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Clipboard_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_clipboard_failed(inputs)
	if (locale === "de") return de_share_clipboard_failed(inputs)
	if (locale === "fr") return fr_share_clipboard_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_clipboard_failed(inputs)
	return en_share_clipboard_failed(inputs)
});