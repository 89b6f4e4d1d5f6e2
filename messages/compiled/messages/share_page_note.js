/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Page_NoteInputs */

const en_share_page_note = /** @type {(inputs: Share_Page_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared identification · not listed in the public catalogue`)
};

const es_share_page_note = /** @type {(inputs: Share_Page_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación compartida · no figura en el catálogo público`)
};

const de_share_page_note = /** @type {(inputs: Share_Page_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteilte Bestimmung · nicht im öffentlichen Katalog`)
};

const fr_share_page_note = /** @type {(inputs: Share_Page_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification partagée · absente du catalogue public`)
};

const zh_hans1_share_page_note = /** @type {(inputs: Share_Page_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分享的识别结果 · 未列入公开图鉴`)
};

/**
* | output |
* | --- |
* | "Shared identification · not listed in the public catalogue" |
*
* @param {Share_Page_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_page_note = /** @type {((inputs?: Share_Page_NoteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Page_NoteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_page_note(inputs)
	if (locale === "de") return de_share_page_note(inputs)
	if (locale === "fr") return fr_share_page_note(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_page_note(inputs)
	return en_share_page_note(inputs)
});