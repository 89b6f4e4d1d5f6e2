/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_CreateInputs */

const en_share_create = /** @type {(inputs: Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create share link`)
};

const es_share_create = /** @type {(inputs: Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear enlace para compartir`)
};

const de_share_create = /** @type {(inputs: Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zum Teilen erstellen`)
};

const fr_share_create = /** @type {(inputs: Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un lien de partage`)
};

const zh_hans1_share_create = /** @type {(inputs: Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建分享链接`)
};

/**
* | output |
* | --- |
* | "Create share link" |
*
* @param {Share_CreateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_create = /** @type {((inputs?: Share_CreateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_CreateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_create(inputs)
	if (locale === "de") return de_share_create(inputs)
	if (locale === "fr") return fr_share_create(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_create(inputs)
	return en_share_create(inputs)
});