/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Copy_FailedInputs */

const en_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy failed`)
};

const es_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar`)
};

const de_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopieren fehlgeschlagen`)
};

const fr_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la copie`)
};

const zh_hans1_share_copy_failed = /** @type {(inputs: Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制失败`)
};

/**
* | output |
* | --- |
* | "Copy failed" |
*
* @param {Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_copy_failed = /** @type {((inputs?: Share_Copy_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copy_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_copy_failed(inputs)
	if (locale === "de") return de_share_copy_failed(inputs)
	if (locale === "fr") return fr_share_copy_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_copy_failed(inputs)
	return en_share_copy_failed(inputs)
});