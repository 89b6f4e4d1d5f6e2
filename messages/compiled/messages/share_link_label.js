/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Link_LabelInputs */

const en_share_link_label = /** @type {(inputs: Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared link`)
};

const es_share_link_label = /** @type {(inputs: Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace compartido`)
};

const de_share_link_label = /** @type {(inputs: Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteilter Link`)
};

const fr_share_link_label = /** @type {(inputs: Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien partagé`)
};

const zh_hans1_share_link_label = /** @type {(inputs: Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分享链接`)
};

/**
* | output |
* | --- |
* | "Shared link" |
*
* @param {Share_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_link_label = /** @type {((inputs?: Share_Link_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Link_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_link_label(inputs)
	if (locale === "de") return de_share_link_label(inputs)
	if (locale === "fr") return fr_share_link_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_link_label(inputs)
	return en_share_link_label(inputs)
});