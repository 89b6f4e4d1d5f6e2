/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_CreatingInputs */

const en_share_creating = /** @type {(inputs: Share_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating...`)
};

const es_share_creating = /** @type {(inputs: Share_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando...`)
};

const de_share_creating = /** @type {(inputs: Share_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird erstellt...`)
};

const fr_share_creating = /** @type {(inputs: Share_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création...`)
};

const zh_hans1_share_creating = /** @type {(inputs: Share_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在创建...`)
};

/**
* | output |
* | --- |
* | "Creating..." |
*
* @param {Share_CreatingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_creating = /** @type {((inputs?: Share_CreatingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_CreatingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_creating(inputs)
	if (locale === "de") return de_share_creating(inputs)
	if (locale === "fr") return fr_share_creating(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_creating(inputs)
	return en_share_creating(inputs)
});