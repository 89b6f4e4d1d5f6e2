/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_RevokingInputs */

const en_share_revoking = /** @type {(inputs: Share_RevokingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoking...`)
};

const es_share_revoking = /** @type {(inputs: Share_RevokingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocando...`)
};

const de_share_revoking = /** @type {(inputs: Share_RevokingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird widerrufen...`)
};

const fr_share_revoking = /** @type {(inputs: Share_RevokingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révocation...`)
};

const zh_hans1_share_revoking = /** @type {(inputs: Share_RevokingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在撤销...`)
};

/**
* | output |
* | --- |
* | "Revoking..." |
*
* @param {Share_RevokingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_revoking = /** @type {((inputs?: Share_RevokingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_RevokingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_revoking(inputs)
	if (locale === "de") return de_share_revoking(inputs)
	if (locale === "fr") return fr_share_revoking(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_revoking(inputs)
	return en_share_revoking(inputs)
});