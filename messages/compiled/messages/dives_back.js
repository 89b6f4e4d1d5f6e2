/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_BackInputs */

const en_dives_back = /** @type {(inputs: Dives_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Dives`)
};

const es_dives_back = /** @type {(inputs: Dives_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Mis inmersiones`)
};

const de_dives_back = /** @type {(inputs: Dives_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu meinen Tauchgängen`)
};

const fr_dives_back = /** @type {(inputs: Dives_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mes plongées`)
};

const zh_hans1_dives_back = /** @type {(inputs: Dives_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回我的潜水`)
};

/**
* | output |
* | --- |
* | "Back to My Dives" |
*
* @param {Dives_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_back = /** @type {((inputs?: Dives_BackInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_BackInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_back(inputs)
	if (locale === "de") return de_dives_back(inputs)
	if (locale === "fr") return fr_dives_back(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_back(inputs)
	return en_dives_back(inputs)
});