/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Failed_TextInputs */

const en_detail_failed_text = /** @type {(inputs: Detail_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have been deleted, or it belongs to another account.`)
};

const es_detail_failed_text = /** @type {(inputs: Detail_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que se haya eliminado o que pertenezca a otra cuenta.`)
};

const de_detail_failed_text = /** @type {(inputs: Detail_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie wurde vielleicht gelöscht oder gehört zu einem anderen Konto.`)
};

const fr_detail_failed_text = /** @type {(inputs: Detail_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle a peut-être été supprimée, ou appartient à un autre compte.`)
};

const zh_hans1_detail_failed_text = /** @type {(inputs: Detail_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它可能已被删除，或属于其他账户。`)
};

/**
* | output |
* | --- |
* | "It may have been deleted, or it belongs to another account." |
*
* @param {Detail_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const detail_failed_text = /** @type {((inputs?: Detail_Failed_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Failed_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_detail_failed_text(inputs)
	if (locale === "de") return de_detail_failed_text(inputs)
	if (locale === "fr") return fr_detail_failed_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_detail_failed_text(inputs)
	return en_detail_failed_text(inputs)
});