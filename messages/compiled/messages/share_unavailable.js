/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_UnavailableInputs */

const en_share_unavailable = /** @type {(inputs: Share_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing is not available right now.`)
};

const es_share_unavailable = /** @type {(inputs: Share_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir no está disponible ahora mismo.`)
};

const de_share_unavailable = /** @type {(inputs: Share_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen ist gerade nicht möglich.`)
};

const fr_share_unavailable = /** @type {(inputs: Share_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le partage n’est pas disponible pour le moment.`)
};

const zh_hans1_share_unavailable = /** @type {(inputs: Share_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂时无法分享。`)
};

/**
* | output |
* | --- |
* | "Sharing is not available right now." |
*
* @param {Share_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_unavailable = /** @type {((inputs?: Share_UnavailableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_UnavailableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_unavailable(inputs)
	if (locale === "de") return de_share_unavailable(inputs)
	if (locale === "fr") return fr_share_unavailable(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_unavailable(inputs)
	return en_share_unavailable(inputs)
});