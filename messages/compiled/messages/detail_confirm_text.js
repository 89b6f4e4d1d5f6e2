/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Confirm_TextInputs */

const en_detail_confirm_text = /** @type {(inputs: Detail_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure? This action cannot be undone. This identification and its photos will be permanently deleted.`)
};

const es_detail_confirm_text = /** @type {(inputs: Detail_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro? No se puede deshacer. Esta identificación y sus fotos se eliminarán para siempre.`)
};

const de_detail_confirm_text = /** @type {(inputs: Detail_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bist du sicher? Das lässt sich nicht rückgängig machen. Diese Bestimmung und ihre Fotos werden endgültig gelöscht.`)
};

const fr_detail_confirm_text = /** @type {(inputs: Detail_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Êtes-vous sûr ? Cette action est irréversible. Cette identification et ses photos seront définitivement supprimées.`)
};

const zh_hans1_detail_confirm_text = /** @type {(inputs: Detail_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确定吗？此操作无法撤销。此识别及其照片将被永久删除。`)
};

/**
* | output |
* | --- |
* | "Are you sure? This action cannot be undone. This identification and its photos will be permanently deleted." |
*
* @param {Detail_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const detail_confirm_text = /** @type {((inputs?: Detail_Confirm_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Confirm_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_detail_confirm_text(inputs)
	if (locale === "de") return de_detail_confirm_text(inputs)
	if (locale === "fr") return fr_detail_confirm_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_detail_confirm_text(inputs)
	return en_detail_confirm_text(inputs)
});