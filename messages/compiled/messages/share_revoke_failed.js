/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Revoke_FailedInputs */

const en_share_revoke_failed = /** @type {(inputs: Share_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not revoke the link`)
};

const es_share_revoke_failed = /** @type {(inputs: Share_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo revocar el enlace`)
};

const de_share_revoke_failed = /** @type {(inputs: Share_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link konnte nicht widerrufen werden`)
};

const fr_share_revoke_failed = /** @type {(inputs: Share_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de révoquer le lien`)
};

const zh_hans1_share_revoke_failed = /** @type {(inputs: Share_Revoke_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法撤销链接`)
};

/**
* | output |
* | --- |
* | "Could not revoke the link" |
*
* @param {Share_Revoke_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_revoke_failed = /** @type {((inputs?: Share_Revoke_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Revoke_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_revoke_failed(inputs)
	if (locale === "de") return de_share_revoke_failed(inputs)
	if (locale === "fr") return fr_share_revoke_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_revoke_failed(inputs)
	return en_share_revoke_failed(inputs)
});