/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Create_FailedInputs */

const en_share_create_failed = /** @type {(inputs: Share_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not create the link`)
};

const es_share_create_failed = /** @type {(inputs: Share_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el enlace`)
};

const de_share_create_failed = /** @type {(inputs: Share_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link konnte nicht erstellt werden`)
};

const fr_share_create_failed = /** @type {(inputs: Share_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le lien`)
};

const zh_hans1_share_create_failed = /** @type {(inputs: Share_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法创建链接`)
};

/**
* | output |
* | --- |
* | "Could not create the link" |
*
* @param {Share_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_create_failed = /** @type {((inputs?: Share_Create_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Create_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_create_failed(inputs)
	if (locale === "de") return de_share_create_failed(inputs)
	if (locale === "fr") return fr_share_create_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_create_failed(inputs)
	return en_share_create_failed(inputs)
});