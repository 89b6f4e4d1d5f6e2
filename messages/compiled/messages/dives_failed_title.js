/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Failed_TitleInputs */

const en_dives_failed_title = /** @type {(inputs: Dives_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load the dive`)
};

const es_dives_failed_title = /** @type {(inputs: Dives_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la inmersión`)
};

const de_dives_failed_title = /** @type {(inputs: Dives_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tauchgang konnte nicht geladen werden`)
};

const fr_dives_failed_title = /** @type {(inputs: Dives_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger la plongée`)
};

const zh_hans1_dives_failed_title = /** @type {(inputs: Dives_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载此潜水`)
};

/**
* | output |
* | --- |
* | "Failed to load the dive" |
*
* @param {Dives_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_failed_title = /** @type {((inputs?: Dives_Failed_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Failed_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_failed_title(inputs)
	if (locale === "de") return de_dives_failed_title(inputs)
	if (locale === "fr") return fr_dives_failed_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_failed_title(inputs)
	return en_dives_failed_title(inputs)
});