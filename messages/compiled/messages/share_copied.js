/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_CopiedInputs */

const en_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied!`)
};

const es_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Copiado!`)
};

const de_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopiert!`)
};

const fr_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copié !`)
};

const zh_hans1_share_copied = /** @type {(inputs: Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已复制！`)
};

/**
* | output |
* | --- |
* | "Copied!" |
*
* @param {Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_copied = /** @type {((inputs?: Share_CopiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_CopiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_copied(inputs)
	if (locale === "de") return de_share_copied(inputs)
	if (locale === "fr") return fr_share_copied(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_copied(inputs)
	return en_share_copied(inputs)
});