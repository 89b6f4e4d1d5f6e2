/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Load_Failed_TextInputs */

const en_identify_load_failed_text = /** @type {(inputs: Identify_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have been removed, or belong to another account.`)
};

const es_identify_load_failed_text = /** @type {(inputs: Identify_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que se haya eliminado o que pertenezca a otra cuenta.`)
};

const de_identify_load_failed_text = /** @type {(inputs: Identify_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie wurde vielleicht gelöscht oder gehört zu einem anderen Konto.`)
};

const fr_identify_load_failed_text = /** @type {(inputs: Identify_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle a peut-être été supprimée, ou appartient à un autre compte.`)
};

const zh_hans1_identify_load_failed_text = /** @type {(inputs: Identify_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它可能已被删除，或属于其他账户。`)
};

/**
* | output |
* | --- |
* | "It may have been removed, or belong to another account." |
*
* @param {Identify_Load_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_load_failed_text = /** @type {((inputs?: Identify_Load_Failed_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Load_Failed_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_load_failed_text(inputs)
	if (locale === "de") return de_identify_load_failed_text(inputs)
	if (locale === "fr") return fr_identify_load_failed_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_load_failed_text(inputs)
	return en_identify_load_failed_text(inputs)
});