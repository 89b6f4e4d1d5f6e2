/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown>, product: NonNullable<unknown> }} Share_TextInputs */

const en_share_text = /** @type {(inputs: Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} identified with ${i?.product}`)
};

const es_share_text = /** @type {(inputs: Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, identificado con ${i?.product}`)
};

const de_share_text = /** @type {(inputs: Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, bestimmt mit ${i?.product}`)
};

const fr_share_text = /** @type {(inputs: Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, identifié avec ${i?.product}`)
};

const zh_hans1_share_text = /** @type {(inputs: Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`用 ${i?.product} 识别出的 ${i?.species}`)
};

/**
* | output |
* | --- |
* | "{species} identified with {product}" |
*
* @param {Share_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_text = /** @type {((inputs: Share_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_text(inputs)
	if (locale === "de") return de_share_text(inputs)
	if (locale === "fr") return fr_share_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_text(inputs)
	return en_share_text(inputs)
});