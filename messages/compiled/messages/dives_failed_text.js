/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Failed_TextInputs */

const en_dives_failed_text = /** @type {(inputs: Dives_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have been deleted, or it belongs to another account.`)
};

const es_dives_failed_text = /** @type {(inputs: Dives_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que se haya borrado o que pertenezca a otra cuenta.`)
};

const de_dives_failed_text = /** @type {(inputs: Dives_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielleicht wurde er gelöscht, oder er gehört zu einem anderen Konto.`)
};

const fr_dives_failed_text = /** @type {(inputs: Dives_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle a peut-être été supprimée, ou elle appartient à un autre compte.`)
};

const zh_hans1_dives_failed_text = /** @type {(inputs: Dives_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它可能已被删除，或属于另一个账户。`)
};

/**
* | output |
* | --- |
* | "It may have been deleted, or it belongs to another account." |
*
* @param {Dives_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_failed_text = /** @type {((inputs?: Dives_Failed_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Failed_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_failed_text(inputs)
	if (locale === "de") return de_dives_failed_text(inputs)
	if (locale === "fr") return fr_dives_failed_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_failed_text(inputs)
	return en_dives_failed_text(inputs)
});