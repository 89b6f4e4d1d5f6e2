/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_DeletingInputs */

const en_dives_deleting = /** @type {(inputs: Dives_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

const es_dives_deleting = /** @type {(inputs: Dives_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrando…`)
};

const de_dives_deleting = /** @type {(inputs: Dives_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gelöscht…`)
};

const fr_dives_deleting = /** @type {(inputs: Dives_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression…`)
};

const zh_hans1_dives_deleting = /** @type {(inputs: Dives_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在删除…`)
};

/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Dives_DeletingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_deleting = /** @type {((inputs?: Dives_DeletingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_DeletingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_deleting(inputs)
	if (locale === "de") return de_dives_deleting(inputs)
	if (locale === "fr") return fr_dives_deleting(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_deleting(inputs)
	return en_dives_deleting(inputs)
});