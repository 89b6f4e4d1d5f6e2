/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Unlisted_NoteInputs */

const en_share_unlisted_note = /** @type {(inputs: Share_Unlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone with this link can see this identification and its photo. It is not listed in the catalogue or in search engines.`)
};

const es_share_unlisted_note = /** @type {(inputs: Share_Unlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera con este enlace puede ver esta identificación y su foto. No aparece en el catálogo ni en los buscadores.`)
};

const de_share_unlisted_note = /** @type {(inputs: Share_Unlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle mit diesem Link sehen diese Bestimmung und ihr Foto. Sie erscheint weder im Katalog noch in Suchmaschinen.`)
};

const fr_share_unlisted_note = /** @type {(inputs: Share_Unlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute personne ayant ce lien peut voir cette identification et sa photo. Elle n’apparaît ni dans le catalogue ni dans les moteurs de recherche.`)
};

const zh_hans1_share_unlisted_note = /** @type {(inputs: Share_Unlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何拿到此链接的人都能看到此识别及其照片。它不会出现在图鉴或搜索引擎中。`)
};

/**
* | output |
* | --- |
* | "Anyone with this link can see this identification and its photo. It is not listed in the catalogue or in search engines." |
*
* @param {Share_Unlisted_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_unlisted_note = /** @type {((inputs?: Share_Unlisted_NoteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Unlisted_NoteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_unlisted_note(inputs)
	if (locale === "de") return de_share_unlisted_note(inputs)
	if (locale === "fr") return fr_share_unlisted_note(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_unlisted_note(inputs)
	return en_share_unlisted_note(inputs)
});