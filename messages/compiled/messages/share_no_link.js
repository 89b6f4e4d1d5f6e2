/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_No_LinkInputs */

const en_share_no_link = /** @type {(inputs: Share_No_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not generate a shareable link.`)
};

const es_share_no_link = /** @type {(inputs: Share_No_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo generar un enlace para compartir.`)
};

const de_share_no_link = /** @type {(inputs: Share_No_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es konnte kein Link zum Teilen erstellt werden.`)
};

const fr_share_no_link = /** @type {(inputs: Share_No_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de générer un lien de partage.`)
};

const zh_hans1_share_no_link = /** @type {(inputs: Share_No_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法生成分享链接。`)
};

/**
* | output |
* | --- |
* | "Could not generate a shareable link." |
*
* @param {Share_No_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_no_link = /** @type {((inputs?: Share_No_LinkInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_No_LinkInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_no_link(inputs)
	if (locale === "de") return de_share_no_link(inputs)
	if (locale === "fr") return fr_share_no_link(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_no_link(inputs)
	return en_share_no_link(inputs)
});