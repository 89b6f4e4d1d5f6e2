/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Bad_UrlInputs */

const en_share_bad_url = /** @type {(inputs: Share_Bad_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not generate a proper URL.`)
};

const es_share_bad_url = /** @type {(inputs: Share_Bad_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo generar una dirección válida.`)
};

const de_share_bad_url = /** @type {(inputs: Share_Bad_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es konnte keine gültige Adresse erstellt werden.`)
};

const fr_share_bad_url = /** @type {(inputs: Share_Bad_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de générer une adresse valide.`)
};

const zh_hans1_share_bad_url = /** @type {(inputs: Share_Bad_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法生成有效的网址。`)
};

/**
* | output |
* | --- |
* | "Could not generate a proper URL." |
*
* @param {Share_Bad_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_bad_url = /** @type {((inputs?: Share_Bad_UrlInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Bad_UrlInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_bad_url(inputs)
	if (locale === "de") return de_share_bad_url(inputs)
	if (locale === "fr") return fr_share_bad_url(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_bad_url(inputs)
	return en_share_bad_url(inputs)
});