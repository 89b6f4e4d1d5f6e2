/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Revoked_TitleInputs */

const en_share_revoked_title = /** @type {(inputs: Share_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link revoked`)
};

const es_share_revoked_title = /** @type {(inputs: Share_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace revocado`)
};

const de_share_revoked_title = /** @type {(inputs: Share_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link widerrufen`)
};

const fr_share_revoked_title = /** @type {(inputs: Share_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien révoqué`)
};

const zh_hans1_share_revoked_title = /** @type {(inputs: Share_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`链接已撤销`)
};

/**
* | output |
* | --- |
* | "Link revoked" |
*
* @param {Share_Revoked_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_revoked_title = /** @type {((inputs?: Share_Revoked_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Revoked_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_revoked_title(inputs)
	if (locale === "de") return de_share_revoked_title(inputs)
	if (locale === "fr") return fr_share_revoked_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_revoked_title(inputs)
	return en_share_revoked_title(inputs)
});