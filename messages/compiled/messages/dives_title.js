/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_TitleInputs */

const en_dives_title = /** @type {(inputs: Dives_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Dives`)
};

const es_dives_title = /** @type {(inputs: Dives_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis inmersiones`)
};

const de_dives_title = /** @type {(inputs: Dives_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Tauchgänge`)
};

const fr_dives_title = /** @type {(inputs: Dives_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes plongées`)
};

const zh_hans1_dives_title = /** @type {(inputs: Dives_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的潜水`)
};

/**
* | output |
* | --- |
* | "My Dives" |
*
* @param {Dives_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_title = /** @type {((inputs?: Dives_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_title(inputs)
	if (locale === "de") return de_dives_title(inputs)
	if (locale === "fr") return fr_dives_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_title(inputs)
	return en_dives_title(inputs)
});