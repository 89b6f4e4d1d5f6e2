/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_RevokeInputs */

const en_share_revoke = /** @type {(inputs: Share_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke link`)
};

const es_share_revoke = /** @type {(inputs: Share_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocar enlace`)
};

const de_share_revoke = /** @type {(inputs: Share_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link widerrufen`)
};

const fr_share_revoke = /** @type {(inputs: Share_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer le lien`)
};

const zh_hans1_share_revoke = /** @type {(inputs: Share_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撤销链接`)
};

/**
* | output |
* | --- |
* | "Revoke link" |
*
* @param {Share_RevokeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_revoke = /** @type {((inputs?: Share_RevokeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_RevokeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_revoke(inputs)
	if (locale === "de") return de_share_revoke(inputs)
	if (locale === "fr") return fr_share_revoke(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_revoke(inputs)
	return en_share_revoke(inputs)
});