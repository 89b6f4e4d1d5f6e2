/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Revoked_TextInputs */

const en_share_revoked_text = /** @type {(inputs: Share_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shared link no longer works.`)
};

const es_share_revoked_text = /** @type {(inputs: Share_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace compartido ya no funciona.`)
};

const de_share_revoked_text = /** @type {(inputs: Share_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der geteilte Link funktioniert nicht mehr.`)
};

const fr_share_revoked_text = /** @type {(inputs: Share_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien partagé ne fonctionne plus.`)
};

const zh_hans1_share_revoked_text = /** @type {(inputs: Share_Revoked_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分享的链接已失效。`)
};

/**
* | output |
* | --- |
* | "The shared link no longer works." |
*
* @param {Share_Revoked_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_revoked_text = /** @type {((inputs?: Share_Revoked_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Revoked_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_revoked_text(inputs)
	if (locale === "de") return de_share_revoked_text(inputs)
	if (locale === "fr") return fr_share_revoked_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_revoked_text(inputs)
	return en_share_revoked_text(inputs)
});