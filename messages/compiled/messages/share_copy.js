/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_CopyInputs */

const en_share_copy = /** @type {(inputs: Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

const es_share_copy = /** @type {(inputs: Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar enlace`)
};

const de_share_copy = /** @type {(inputs: Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link kopieren`)
};

const fr_share_copy = /** @type {(inputs: Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

const zh_hans1_share_copy = /** @type {(inputs: Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制链接`)
};

/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Share_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_copy = /** @type {((inputs?: Share_CopyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_CopyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_copy(inputs)
	if (locale === "de") return de_share_copy(inputs)
	if (locale === "fr") return fr_share_copy(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_copy(inputs)
	return en_share_copy(inputs)
});